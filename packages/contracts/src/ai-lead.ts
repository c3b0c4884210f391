// AI readiness request forms of the medical-clinic page (/healsupportai) and the manufacturing page
// (/prodsupportai), and their call POST /api/SupportSave. Each page has its own
// rules and messages; the support type tells the server which to re-check.

import type { SaveOk } from "./api-answers";
import { attributionSchema } from "./attribution";
import { consentSchema } from "./consent";
import { MAX_LENGTH } from "./constants";
import { honeypot, matches, type Rule, required, validateWith, withinLimits } from "./form-rules";
import { SUPPORT_TYPE_VALUES, SUPPORT_TYPES } from "./lead-codes";
import { manufacturingLeadMessages, medicalLeadMessages } from "./messages";
import { EMAIL_PATTERN, INDIAN_MOBILE_PATTERN, MOBILE_PATTERN } from "./patterns";
import {
  option,
  payloadObject,
  phoneText,
  type RequestBody,
  refineWith,
  text,
} from "./payload-fields";
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
const aiLeadLimits = {
  name: MAX_LENGTH.personName,
  company: MAX_LENGTH.company,
  mobile: MAX_LENGTH.phone,
  email: MAX_LENGTH.email,
};

const medicalRules: Rule<AiLeadFormInput>[] = [
  honeypot("website", medicalLeadMessages.bot),
  required(aiLeadFields, medicalLeadMessages.required),
  matches("mobile", MOBILE_PATTERN, medicalLeadMessages.invalidMobile),
  matches("email", EMAIL_PATTERN, medicalLeadMessages.invalidEmail),
  withinLimits(aiLeadLimits),
];

const manufacturingRules: Rule<AiLeadFormInput>[] = [
  honeypot("website", manufacturingLeadMessages.bot),
  required(aiLeadFields, manufacturingLeadMessages.required),
  matches("mobile", INDIAN_MOBILE_PATTERN, manufacturingLeadMessages.invalidMobile),
  matches("email", EMAIL_PATTERN, manufacturingLeadMessages.invalidEmail),
  withinLimits(aiLeadLimits),
];

export const validateMedicalLeadForm = (input: AiLeadFormInput) =>
  validateWith(medicalRules, normalizePhoneFields(input, ["mobile"]));

export const validateManufacturingLeadForm = (input: AiLeadFormInput) =>
  validateWith(manufacturingRules, normalizePhoneFields(input, ["mobile"]));

const checkMedicalLead = refineWith(medicalRules);
const checkManufacturingLead = refineWith(manufacturingRules);

export const aiLeadPayloadSchema = payloadObject({
  supportfor: option(SUPPORT_TYPE_VALUES),
  name: text(aiLeadLimits.name),
  company: text(aiLeadLimits.company),
  mobile: phoneText(),
  email: text(aiLeadLimits.email),
  ip: text(MAX_LENGTH.ip),
  website: text(MAX_LENGTH.website),
  ...attributionSchema.shape,
  ...consentSchema.shape,
}).superRefine((lead, ctx) =>
  lead.supportfor === SUPPORT_TYPES.medical
    ? checkMedicalLead(lead, ctx)
    : checkManufacturingLead(lead, ctx),
);

export type AiLeadPayload = RequestBody<typeof aiLeadPayloadSchema>;
export type AiLeadResponse = SaveOk;
