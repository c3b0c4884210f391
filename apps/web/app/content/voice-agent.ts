import type { NavLinkItem } from "./nav";

// Copy of the voice-agent demo page (/voice-agent) beyond its heading and introduction.
export const voiceAgentBackLink: NavLinkItem = { label: "Back to main site", to: "/agentic-ai" };
