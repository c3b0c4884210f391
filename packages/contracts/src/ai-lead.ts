// AI readiness request forms of the medical-clinic page (/healsupportai) and the manufacturing page
// (/prodsupportai). Each page has its own rules and messages; the body of their call,
// POST /api/SupportSave, is in ai-lead-payload.ts.

import { MAX_LENGTH } from "./constants";
import { honeypot, matches, type Rule, required, validateWith, withinLimits } from "./form-rules";
import { manufacturingLeadMessages, medicalLeadMessages } from "./messages";
import { EMAIL_PATTERN, INDIAN_MOBILE_PATTERN, MOBILE_PATTERN } from "./patterns";
import { nationalIndianMobile, normalizePhoneFields } from "./phone-input";

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
  mobileRule: Rule<AiLeadFormInput>,
): Rule<AiLeadFormInput>[] => [
  honeypot("website", messages.bot),
  required(aiLeadFields, messages.required),
  mobileRule,
  matches("email", EMAIL_PATTERN, messages.invalidEmail),
  withinLimits(aiLeadLimits),
];

export const medicalRules = aiLeadRules(
  medicalLeadMessages,
  matches("mobile", MOBILE_PATTERN, medicalLeadMessages.invalidMobile),
);

// The page's rule is an Indian mobile's 10 digits; the same number written with +91 is that
// number, so the rule reads it without the country code.
const indianMobile: Rule<AiLeadFormInput> = (values) =>
  matches(
    "mobile",
    INDIAN_MOBILE_PATTERN,
    manufacturingLeadMessages.invalidMobile,
  )({
    mobile: nationalIndianMobile(values.mobile),
  });

export const manufacturingRules = aiLeadRules(manufacturingLeadMessages, indianMobile);

export const validateMedicalLeadForm = (input: AiLeadFormInput) =>
  validateWith(medicalRules, normalizePhoneFields(input, ["mobile"]));

/** The form checked, with the mobile sent as the page's rule states it: 10 digits. */
export function validateManufacturingLeadForm(input: AiLeadFormInput) {
  const normalised = normalizePhoneFields(input, ["mobile"]);
  return validateWith(manufacturingRules, {
    ...normalised,
    mobile: nationalIndianMobile(normalised.mobile),
  });
}
