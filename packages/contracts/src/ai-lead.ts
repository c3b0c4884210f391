// AI readiness request forms of the medical-clinic page (/healsupportai) and the manufacturing page
// (/prodsupportai). Each page has its own rules and messages; the body of their call,
// POST /api/SupportSave, is in ai-lead-payload.ts.

import { MAX_LENGTH } from "./constants";
import { honeypot, matches, type Rule, required, validateWith, withinLimits } from "./form-rules";
import { manufacturingLeadMessages, medicalLeadMessages } from "./messages";
import { EMAIL_PATTERN, INDIAN_MOBILE_PATTERN, MOBILE_PATTERN } from "./patterns";
import { normalizePhoneFields } from "./phone-input";

/** The form's fields; `website` is the hidden honeypot. */
export type AiLeadFormInput = {
  name: string;
  company: string;
  mobile: string;
  email: string;
  website: string;
};

const aiLeadFields = ["name", "company", "mobile", "email"] as const;
export const aiLeadLimits = {
  name: MAX_LENGTH.personName,
  company: MAX_LENGTH.company,
  mobile: MAX_LENGTH.phone,
  email: MAX_LENGTH.email,
};

// Both pages check the same fields in the same order; they differ in the mobile numbers they take
// and in the wording of their messages.
const aiLeadRules = (
  messages: typeof medicalLeadMessages | typeof manufacturingLeadMessages,
  mobilePattern: RegExp,
): Rule<AiLeadFormInput>[] => [
  honeypot("website", messages.bot),
  required(aiLeadFields, messages.required),
  matches("mobile", mobilePattern, messages.invalidMobile),
  matches("email", EMAIL_PATTERN, messages.invalidEmail),
  withinLimits(aiLeadLimits),
];

export const medicalRules = aiLeadRules(medicalLeadMessages, MOBILE_PATTERN);
export const manufacturingRules = aiLeadRules(manufacturingLeadMessages, INDIAN_MOBILE_PATTERN);

export const validateMedicalLeadForm = (input: AiLeadFormInput) =>
  validateWith(medicalRules, normalizePhoneFields(input, ["mobile"]));

export const validateManufacturingLeadForm = (input: AiLeadFormInput) =>
  validateWith(manufacturingRules, normalizePhoneFields(input, ["mobile"]));
