import type { NavLinkItem } from "./nav";

// Copy of the voice-agent demo page (/voice-agent) beyond its heading and introduction; the
// loading text and the bubble come from `voiceAgentMessages` in @site/contracts.
export const voiceAgentBackLink: NavLinkItem = { label: "Back to main site", to: "/agentic-ai" };

export const voiceAgentWidget = {
  /** The widget is a static page of the site, served from public/voice-agent/. */
  src: "/voice-agent/widget.html",
  title: "AI dental receptionist voice demo",
  /** Posted to the widget by the start bubble; public/voice-agent/widget.js listens for it. */
  startMessage: "voice-agent:start",
  /** Posted by the widget when a conversation begins, however it began: the bubble goes away. */
  startedMessage: "voice-agent:started",
} as const;
