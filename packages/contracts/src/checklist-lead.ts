// Checklist and SRS template download forms and their call POST /api/SaveLead,
// which the ROI calculator and the early-access forms also use.

import type { SaveOk } from "./api-answers";
import { attributionSchema } from "./attribution";
import { consentSchema } from "./consent";
import { MAX_LENGTH } from "./constants";
import { honeypot, type Rule, validateWith } from "./form-rules";
import { CHECKLIST_VALUES, LEAD_TYPE_CODES } from "./lead-codes";
import {
  type LeadFields,
  leadFieldLimits,
  leadFormatRules,
  requireLeadFields,
  withinLeadLimits,
} from "./lead-rules";
import { leadFormMessages } from "./messages";
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
export type ChecklistFormInput = LeadFields & { website: string };

export const checklistRules: Rule<ChecklistFormInput>[] = [
  honeypot("website", leadFormMessages.bot),
  requireLeadFields,
  ...leadFormatRules,
  withinLeadLimits,
];

export const validateChecklistForm = (input: ChecklistFormInput) =>
  validateWith(checklistRules, normalizePhoneFields(input, ["mobileno"]));

/** The SaveLead fields without the rules, for payloads that narrow the lead type or checklist. */
export const leadPayloadShape = {
  leadtype: option(LEAD_TYPE_CODES),
  leadfor: text(MAX_LENGTH.leadFor),
  name: text(leadFieldLimits.name),
  companyname: text(leadFieldLimits.companyname),
  email: text(leadFieldLimits.email),
  mobileno: phoneText(),
  checklist: option(CHECKLIST_VALUES),
  website: text(MAX_LENGTH.website),
  ipadd: text(MAX_LENGTH.ip),
  ...attributionSchema.shape,
  ...consentSchema.shape,
};

export const leadPayloadSchema = payloadObject(leadPayloadShape).superRefine(
  refineWith(checklistRules),
);

export type LeadPayload = RequestBody<typeof leadPayloadSchema>;
export type LeadResponse = SaveOk;
