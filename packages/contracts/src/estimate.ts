// Estimate builder (spec part 1 §3-§5) and its call POST /api/SaveEstimate.

import { z } from "zod";
import { attributionSchema } from "./attribution";
import { consentSchema } from "./consent";
import { ESTIMATE_COUNT_MAX, MAX_LENGTH } from "./constants";
import { matches, oneOf, type Rule, required, validateWith, withinLimits } from "./form-rules";
import { estimateMessages, payloadMessages } from "./messages";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./patterns";
import { optionOrBlank, payloadObject, type RequestBody, refineWith, text } from "./payload-fields";

export const PLATFORMS = ["web", "mobile", "both"] as const;
export type Platform = (typeof PLATFORMS)[number];

/** The count inputs: web forms, mobile screens, and add-ons that apply to any platform. */
export const ESTIMATE_COUNT_FIELDS = {
  web: ["wauth", "wmaster", "wtrans", "wreport"],
  mobile: ["mauth", "mmaster", "mapproval", "moffline", "mreport"],
  addOns: ["admin", "rbac", "anal", "pnot", "api"],
} as const;
type CountGroup = typeof ESTIMATE_COUNT_FIELDS;
export type EstimateCountField = CountGroup[keyof CountGroup][number];
export type EstimateCounts = Record<EstimateCountField, number>;

/** The platform count fields the form shows, and the server prices, for a platform choice. */
export function countFieldsFor(platform: Platform | ""): EstimateCountField[] {
  switch (platform) {
    case "web":
      return [...ESTIMATE_COUNT_FIELDS.web];
    case "mobile":
      return [...ESTIMATE_COUNT_FIELDS.mobile];
    case "both":
      return [...ESTIMATE_COUNT_FIELDS.web, ...ESTIMATE_COUNT_FIELDS.mobile];
    default:
      return [];
  }
}

/** Reads a count input: anything that is not a number becomes 0; fractions drop, the top is capped. */
export function toCount(raw: unknown): number {
  const value = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(Math.floor(value), ESTIMATE_COUNT_MAX);
}

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

// The spec only makes every field required; the email and mobile checks reuse the contact
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
  validateWith(estimateRules, input);

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
  mobile: text(estimateLimits.mobile),
  project: text(estimateLimits.project),
  platform: optionOrBlank(PLATFORMS),
  ipadd: text(MAX_LENGTH.ip),
  ...countShape,
  ...attributionSchema.shape,
  ...consentSchema.shape,
}).superRefine(refineWith(estimateRules));

export type EstimatePayload = RequestBody<typeof estimatePayloadSchema>;

export type EstimateLine = { label: string; hours: number; amount: number };
/** The cost in whole rupees, with the lines it adds up from. */
export type EstimateResponse = { cost: number; currency: "INR"; breakdown: EstimateLine[] };

const inr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Rupees with Indian digit grouping, e.g. ₹1,23,400. */
export const formatInr = (amount: number) => inr.format(amount);
