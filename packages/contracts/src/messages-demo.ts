import { invalidEmailFormat } from "./messages-common";
import { leadFormMessages } from "./messages-lead-form";

export const hrLeadMessages = {
  ...leadFormMessages,
  heading: "Request for a Demo Today",
  requestAnother: "Request Another Demo",
  // Our wording of a text the firm described but did not word
  thankYou: "Thank you! Your demo request has been received. Our team will contact you shortly.",
} as const;

/** RPA (Lexema RPA) and agentic-AI (Qualetics AI) demo forms. */
export const demoLeadMessages = {
  ...hrLeadMessages,
  heading: "Request for a Demo Today!!",
  required: "Name, Email, and Phone are required fields.",
  invalidName: "Invalid Name. Please enter a valid name.",
  invalidMobile: "Invalid mobile number. Please enter a valid phone number.",
  invalidEmail: invalidEmailFormat,
} as const;
