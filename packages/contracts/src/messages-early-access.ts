import { analyzingRequirements, submitAnotherRequest } from "./messages-common";
import { ipLookupMessages, leadFormMessages } from "./messages-lead-form";

export const earlyAccessMessages = {
  ...leadFormMessages,
  ...ipLookupMessages,
  saveFailed: "Failed to submit your details. Please try again later.",
  heading: "Early Access Program",
  submit: "Get Early Access",
  // Firm copy where the spec only describes the text: the spec gives only the pattern of these overlays
  overlay: {
    agenticAi: analyzingRequirements("Agentic AI"),
    commTool: analyzingRequirements("Communication Tools"),
  },
  submitAnother: submitAnotherRequest,
  // Firm copy where the spec only describes the text
  thankYou: "Thank you! Your early access request has been received. We will be in touch soon.",
} as const;
