import type { PageContent } from "./page-content";

export default {
  path: "/healthcare-checklist",
  title: "Healthcare Technology Checklist | Kaizen Fusion",
  description:
    "A free checklist for healthcare technology leaders: patient data, integrations, uptime and compliance, in one downloadable PDF.",
  heading: "Healthcare checklist",
  intro:
    "Review the systems your clinics depend on, from patient records to billing integrations, and spot the gaps before they affect care.",
} as const satisfies PageContent;
