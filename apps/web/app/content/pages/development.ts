import type { PageContent } from "./page-content";

export default {
  path: "/development",
  title: "Custom Web and Mobile Development | Kaizen Fusion",
  description:
    "Custom web and mobile applications built with AI assistance: from discovery and design to delivery and support, by Kaizen Fusion's engineering team.",
  heading: "Custom Web and Mobile Development",
  intro:
    "From a customer-facing mobile app to an internal operations portal, we turn your requirements into secure, fast software, using AI-assisted engineering to deliver sooner without cutting corners.",
} as const satisfies PageContent;
