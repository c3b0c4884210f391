// Checklist and SRS template download forms. Their call, POST /api/SaveLead, which the ROI
// calculator and the early-access forms also use, has its body in lead-payload.ts.

import { honeypot, type Rule, validateWith } from "./form-rules";
import { type LeadFields, leadFieldRules } from "./lead-rules";
import { leadFormMessages } from "./messages";
import { normalizePhoneFields } from "./phone-input";

/** The form's fields; `website` is the hidden honeypot. */
export type ChecklistFormInput = LeadFields & { website: string };

export const checklistRules: Rule<ChecklistFormInput>[] = [
  honeypot("website", leadFormMessages.bot),
  ...leadFieldRules,
];

export const validateChecklistForm = (input: ChecklistFormInput) =>
  validateWith(checklistRules, normalizePhoneFields(input, ["mobileno"]));
