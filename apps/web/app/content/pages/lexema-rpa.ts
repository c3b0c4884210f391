import type { PageContent } from "./page-content";

export default {
  path: "/lexema-rpa",
  title: "Lexema RPA: Robotic Process Automation | Kaizen Fusion",
  description:
    "Lexema RPA automates repetitive back-office work such as data entry, reconciliation and report runs. Request a demo today.",
  heading: "Lexema RPA",
  intro:
    "Lexema RPA hands repetitive clicks and copy-paste work to software robots that never tire, so invoices, reconciliations and reports get done accurately and on time.",
} as const satisfies PageContent;
