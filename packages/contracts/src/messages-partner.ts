import {
  enterValidEmail,
  fillRequiredFields,
  submitAnotherRequest,
  submitFailed,
} from "./messages-common";

export const partnerMessages = {
  required: fillRequiredFields,
  invalidEmail: enterValidEmail,
  invalidPhones: "Please enter valid phone numbers",
  invalidPostalCode: "Please enter a valid postal code",
  saveFailed: "Failed to save partner request. Please try again later.",
  fallback: submitFailed,
  success:
    "We have received your partner request. Our team will review it and contact you shortly.",
  submitAnother: submitAnotherRequest,
} as const;
