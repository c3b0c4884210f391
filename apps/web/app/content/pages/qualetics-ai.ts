import type { PageContent } from "./page-content";

export default {
  path: "/qualetics-ai",
  title: "Qualetics AI: Agentic AI Product | Kaizen Fusion",
  description:
    "Qualetics AI brings agentic AI to your business data and workflows, backed by Kaizen Fusion expertise, innovation and support.",
  heading: "Qualetics AI",
  intro:
    "Qualetics AI turns your data into decisions and your decisions into action, with AI agents that analyse, recommend and carry out routine work across your tools.",
} as const satisfies PageContent;
