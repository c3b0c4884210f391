// Estimate builder; the body of its call, POST /api/SaveEstimate, is in estimate-payload.ts.

import { MAX_LENGTH } from "./constants";
import { PLATFORMS } from "./estimate-fields";
import { matches, oneOf, type Rule, required, validateWith, withinLimits } from "./form-rules";
import { estimateMessages } from "./messages";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./patterns";
import { normalizePhoneFields } from "./phone-input";

/** The text fields of the form; the counts go through `toCount`. */
export type EstimateFormInput = {
  name: string;
  company: string;
  email: string;
  mobile: string;
  project: string;
  platform: string;
};

export const estimateLimits = {
  name: MAX_LENGTH.personName,
  company: MAX_LENGTH.company,
  email: MAX_LENGTH.email,
  mobile: MAX_LENGTH.phone,
  project: MAX_LENGTH.project,
};

// The firm only asks for every field to be filled; the email and mobile checks reuse the contact
// form's so an estimate never stores an address nobody can answer.
export const estimateRules: Rule<EstimateFormInput>[] = [
  required(
    ["name", "company", "email", "mobile", "project", "platform"],
    estimateMessages.required,
  ),
  oneOf("platform", PLATFORMS),
  matches("email", EMAIL_PATTERN, estimateMessages.invalidEmail),
  matches("mobile", PHONE_PATTERN, estimateMessages.invalidMobile),
  withinLimits(estimateLimits),
];

export const validateEstimateForm = (input: EstimateFormInput) =>
  validateWith(estimateRules, normalizePhoneFields(input, ["mobile"]));
