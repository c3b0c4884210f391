import { facts } from "../facts";
import type { PageContent } from "./page-content";

export default {
  path: "/checklist",
  title: "Free Check List for Industry Leaders | Kaizen Fusion",
  description:
    "Free checklists, audits and templates for healthcare, logistics, e-commerce, SaaS and mid-sized companies, written by Kaizen Fusion consultants.",
  heading: "Free Check List for Industry Leaders",
  intro: `Practical checklists drawn from the projects we have delivered since ${facts.founded.year}. Pick the one that fits your industry, answer a few questions and download it free.`,
} as const satisfies PageContent;
