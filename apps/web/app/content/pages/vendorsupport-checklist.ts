import type { PageContent } from "./page-content";

export default {
  path: "/vendorsupport-checklist",
  title: "Vendor Support and Stability Audit | Kaizen Fusion",
  description:
    "Free audit checklist to judge whether your software vendor's support, release quality and stability still meet your needs.",
  heading: "Vendor Support and Stability Audit",
  intro:
    "Slow tickets and surprise outages are warning signs. Use this audit to measure your vendor's support and stability against clear criteria.",
} as const satisfies PageContent;
