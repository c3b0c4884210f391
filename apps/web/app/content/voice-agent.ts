import type { NavLinkItem } from "./nav";

// Copy of the voice-agent demo page (/voice-agent) beyond its heading and introduction; the
// loading text and the bubble come from `voiceAgentMessages` in @site/contracts.
export const voiceAgentBackLink: NavLinkItem = { label: "Back to main site", to: "/agentic-ai" };

export const voiceAgentWidget = {
  /** The widget is a page of its own in a frame: public/voice-agent/ with its built script. */
  src: "/voice-agent/widget.html",
  title: "AI dental receptionist voice demo",
  /** Posted to the widget by the start bubble; features/voice-agent/widget/widget.ts listens. */
  startMessage: "voice-agent:start",
  /** Posted by the widget when a conversation begins, however it began: the bubble goes away. */
  startedMessage: "voice-agent:started",
} as const;
