// Estimate builder and its call POST /api/SaveEstimate.

import { attributionSchema } from "./attribution";
import { consentSchema } from "./consent";
import { ESTIMATE_COUNT_MAX, MAX_LENGTH } from "./constants";
import { ESTIMATE_COUNT_FIELDS, type EstimateCountField, PLATFORMS } from "./estimate-fields";
import type { Estimate } from "./estimate-pricing";
import { matches, oneOf, type Rule, required, validateWith, withinLimits } from "./form-rules";
import { estimateMessages, payloadMessages } from "./messages";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./patterns";
import {
  optionOrBlank,
  payloadObject,
  phoneText,
  type RequestBody,
  refineWith,
  text,
} from "./payload-fields";
import { normalizePhoneFields } from "./phone-input";
import { z } from "./zod-setup";

/** The text fields of the form; the counts go through `toCount`. */
export type EstimateFormInput = {
  name: string;
  company: string;
  email: string;
  mobile: string;
  project: string;
  platform: string;
};

const estimateLimits = {
  name: MAX_LENGTH.personName,
  company: MAX_LENGTH.company,
  email: MAX_LENGTH.email,
  mobile: MAX_LENGTH.phone,
  project: MAX_LENGTH.project,
};

// The firm only asks for every field to be filled; the email and mobile checks reuse the contact
// form's so an estimate never stores an address nobody can answer.
const estimateRules: Rule<EstimateFormInput>[] = [
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

const count = z
  .number({ error: payloadMessages.notNumber })
  .int({ error: payloadMessages.notWholeNumber })
  .min(0, { error: payloadMessages.outOfRange(0, ESTIMATE_COUNT_MAX) })
  .max(ESTIMATE_COUNT_MAX, { error: payloadMessages.outOfRange(0, ESTIMATE_COUNT_MAX) })
  .default(0);

const countShape = Object.fromEntries(
  Object.values(ESTIMATE_COUNT_FIELDS)
    .flat()
    .map((field) => [field, count]),
) as Record<EstimateCountField, typeof count>;

export const estimatePayloadSchema = payloadObject({
  name: text(estimateLimits.name),
  company: text(estimateLimits.company),
  email: text(estimateLimits.email),
  mobile: phoneText(),
  project: text(estimateLimits.project),
  platform: optionOrBlank(PLATFORMS),
  ipadd: text(MAX_LENGTH.ip),
  ...countShape,
  ...attributionSchema.shape,
  ...consentSchema.shape,
}).superRefine(refineWith(estimateRules));

export type EstimatePayload = RequestBody<typeof estimatePayloadSchema>;

/** What SaveEstimate answers: the price of the request (see estimate-pricing.ts). */
export type EstimateResponse = Estimate;
