import type { PageContent } from "./page-content";

export default {
  path: "/voice-agent",
  title: "AI Dental Voice Agent Demo | Kaizen Fusion",
  description:
    "Talk to our AI dental receptionist: a live demo of a voice agent that answers questions and books appointments for a dental clinic.",
  heading: "Talk to an AI Dental Agent",
  intro:
    "Hear how an AI receptionist handles a dental clinic's calls. Allow microphone access, start talking and ask about appointments, treatments or opening hours.",
} as const satisfies PageContent;
