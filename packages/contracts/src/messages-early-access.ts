import { analyzingRequirements, submitAnotherRequest } from "./messages-common";
import { ipLookupMessages, leadFormMessages } from "./messages-lead-form";

export const earlyAccessMessages = {
  ...leadFormMessages,
  ...ipLookupMessages,
  saveFailed: "Failed to submit your details. Please try again later.",
  heading: "Early Access Program",
  submit: "Get Early Access",
  // Our wording of a text the firm described but did not word; only the overlays' pattern
  // is fixed
  overlay: {
    agenticAi: analyzingRequirements("Agentic AI"),
    commTool: analyzingRequirements("Communication Tools"),
  },
  submitAnother: submitAnotherRequest,
  // Our wording of a text the firm described but did not word
  thankYou: "Thank you! Your early access request has been received. We will be in touch soon.",
} as const;
