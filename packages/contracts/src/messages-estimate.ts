import { enterValidEmail, enterValidPhone, fillRequiredFields } from "./messages-common";

export const estimateMessages = {
  required: fillRequiredFields,
  invalidEmail: enterValidEmail,
  invalidMobile: enterValidPhone,
  serverError: "Error: Unable to fetch cost estimate. Please try again.",
  networkError: "Network error. Please check your connection and try again.",
  unexpected: "An error occurred. Please try again.",
  calculating: "Calculating...",
  createAnother: "Create Another Estimate",
  // Our wording of a text the firm described but did not word
  overlay: "Calculating your estimate",
} as const;
