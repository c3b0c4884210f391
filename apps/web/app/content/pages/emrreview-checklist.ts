import type { PageContent } from "./page-content";

export default {
  path: "/emrreview-checklist",
  title: "EMR-lite App Architecture Review | Kaizen Fusion",
  description:
    "Free architecture review checklist for lightweight EMR apps: data model, security, integrations, performance and scalability.",
  heading: "EMR-lite App Architecture Review",
  intro:
    "Check that your lightweight EMR app is built to grow safely, with a review of its data model, security, integrations and performance.",
} as const satisfies PageContent;
