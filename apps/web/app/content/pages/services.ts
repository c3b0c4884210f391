import type { PageContent } from "./page-content";

export default {
  path: "/services",
  title: "Database, Reporting and App Support | Kaizen Fusion",
  description:
    "Database administration, report development and application support services that keep your business systems running smoothly.",
  heading: "Other Services",
  intro:
    "Beyond new builds, we look after the systems you already rely on: database administration, report development and dependable application support.",
} as const satisfies PageContent;
