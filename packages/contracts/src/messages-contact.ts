import {
  botDetected,
  enterValidEmail,
  enterValidPhone,
  fillRequiredFields,
  submitAnotherRequest,
} from "./messages-common";

export const contactMessages = {
  bot: botDetected,
  required: fillRequiredFields,
  invalidEmail: enterValidEmail,
  invalidPhone: enterValidPhone,
  emailRejected: "We cannot accept submissions from this email address.",
  saveFailed: "Failed to submit feedback. Please try again.",
  unexpected: "An error occurred. Please try again later.",
  submitting: "Submitting...",
  submitAnother: submitAnotherRequest,
  // Our wording of a text the firm described but did not word
  thankYou: "Thank you! Your request has been received. We will get back to you soon.",
} as const;
