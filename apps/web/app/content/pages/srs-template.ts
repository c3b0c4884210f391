import type { PageContent } from "./page-content";

export default {
  path: "/srs-template",
  title: "Free SRS Template | Kaizen Fusion",
  description:
    "Download a free software requirements specification (SRS) template to brief developers clearly and get accurate quotes.",
  heading: "Free SRS Template",
  intro:
    "A clear requirements document is the fastest route to an accurate quote. Our template walks you through everything a development team needs to know.",
} as const satisfies PageContent;
