import { enterValidEmail, enterValidPhone, fillRequiredFields } from "./messages-common";
import { ipLookupMessages } from "./messages-lead-form";

export const candidateMessages = {
  ...ipLookupMessages,
  required: fillRequiredFields,
  resumeOrDetails: "Please either upload your resume or provide your details in the text area",
  pdfOnly: "Please upload only PDF files",
  fileTooLarge: "File size exceeds 5MB limit",
  invalidEmail: enterValidEmail,
  invalidPhone: enterValidPhone,
  // Our wording of a text the firm described but did not word
  invalidExperience: "Please enter your total experience in years, from 0 to 60",
  failed: "Failed to submit your application. Please try again later.",
  // Ours: the same for an unknown, used or expired upload token, so none tells anything.
  uploadRefused: "This resume upload is no longer possible. Please apply again.",
  success: "Thank you for your application! We will review your details and contact you soon.",
  applyAnother: "Apply for Another Position",
} as const;
