import type { PageContent } from "./page-content";

export default {
  path: "/empcard",
  title: "Employee Business Card | Kaizen Fusion",
  description:
    "The digital business card of a Kaizen Fusion team member, with contact details and company information.",
  heading: "Employee Card",
  intro: "Contact details of a Kaizen Fusion team member.",
} as const satisfies PageContent;
