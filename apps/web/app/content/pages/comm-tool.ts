import type { PageContent } from "./page-content";

export default {
  path: "/comm-tool",
  title: "Secure Corporate Communication Tool | Kaizen Fusion",
  description:
    "A privately hosted messaging and calling platform for your company, with outage prevention and API integration. Request early access.",
  heading: "Corporate Communication Tool",
  intro:
    "Keep company conversations on servers you control. Our communication tool brings chat, calls and file sharing together without handing your data to a third party.",
} as const satisfies PageContent;
