import type { PageContent } from "./page-content";

export default {
  path: "/voice-agent",
  title: "AI Dental Voice Agent Demo | Kaizen Fusion",
  description:
    "Talk to our AI dental receptionist: a live demo of a voice agent that answers a dental clinic's questions and takes call-back requests to book appointments.",
  heading: "Talk to an AI Dental Agent",
  intro:
    "Hear how an AI receptionist handles a dental clinic's calls. Start talking (allow microphone access) or type, and ask about opening hours, treatments and fees, or for a call-back to book a visit.",
} as const satisfies PageContent;
