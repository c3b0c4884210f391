import { facts } from "../facts";
import type { PageContent } from "./page-content";

export default {
  path: "/index",
  title: "Kaizen Fusion | Software, AI and IoT Consulting in New Delhi",
  description: `Kaizen Fusion builds custom software, agentic AI and IoT solutions for growing businesses. Over ${facts.clients.count} ${facts.clients.label} and ${facts.enterprises.phrase} trust us.`,
  heading: "Software, AI and IoT that move your business forward.",
  intro:
    "We design, build and support the applications, AI agents and connected devices that let your teams work faster, see clearly and serve customers better.",
} as const satisfies PageContent;
