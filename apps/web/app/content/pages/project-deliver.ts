import type { PageContent } from "./page-content";

export default {
  path: "/project-deliver",
  title: "Projects Delivered | Kaizen Fusion",
  description:
    "A showcase of projects Kaizen Fusion has delivered: ERPs, e-commerce, business intelligence, document and case management and more.",
  heading: "Projects Delivered",
  intro:
    "From a grocery delivery app to a construction ERP, here are some of the systems we have designed, built and handed over to clients.",
} as const satisfies PageContent;
