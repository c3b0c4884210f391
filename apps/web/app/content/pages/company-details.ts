import type { PageContent } from "./page-content";

export default {
  path: "/company-details",
  title: "Company Details | Kaizen Fusion",
  description:
    "Registered details, office address and contact information for Kaizen Fusion Technologies Pvt. Ltd., New Delhi.",
  heading: "Company Details",
  intro:
    "Kaizen Fusion Technologies Pvt. Ltd. is a private limited company registered in India, with its office and engineering team in New Delhi.",
} as const satisfies PageContent;
