// Texts of pages without a form: the not-found page and the voice-agent demo.

export const notFoundMessages = {
  code: "404",
  title: "Page Not Found",
  text: "The page you are looking for doesn't exist.",
} as const;

export const voiceAgentMessages = {
  loading: "Loading voice agent...",
  startBubble: "Click here to start talking",
} as const;
