import {
  allFieldsRequired,
  botDetected,
  invalidEmailFormat,
  invalidMobileFormat,
  submitFailed,
} from "./messages-common";

/** Rules, email check and save texts shared by the checklist, SRS, ROI, HR and early-access forms. */
export const leadFormMessages = {
  bot: botDetected,
  required: allFieldsRequired,
  invalidName: "Invalid Name. Try to fill your Name correctly.",
  invalidCompany: "Invalid Company Name. Try to fill your company Name correctly",
  invalidMobile: invalidMobileFormat,
  invalidEmail: invalidEmailFormat,
  emailFlagged: "This email address has been flagged. Please use a different email.",
  emailCheckFailed: "Email verification failed. Please try again.",
  saveFailed: "Failed to save your details. Please try again later.",
  fallback: submitFailed,
  processing: "Processing...",
} as const;

/** Overlays and checks of forms that wait for the visitor's IP lookup. */
export const ipLookupMessages = {
  detecting: "Detecting your IP address...",
  waitForIp: "Please wait while we detect your IP address",
} as const;
