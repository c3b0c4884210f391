// HR & Payroll demo request form; saved through POST /api/SaveProdLead
// (product-lead.ts).

import { MAX_LENGTH } from "./constants";
import { type Rule, validateWith, withinLimits } from "./form-rules";
import { type LeadFields, leadFieldRules } from "./lead-rules";
import { normalizePhoneFields } from "./phone-input";

/** The form's fields; `website` is the company's site and may stay empty. */
export type HrLeadFormInput = LeadFields & { website: string };

export const hrLeadRules: Rule<HrLeadFormInput>[] = [
  ...leadFieldRules,
  withinLimits({ website: MAX_LENGTH.website }),
];

export const validateHrLeadForm = (input: HrLeadFormInput) =>
  validateWith(hrLeadRules, normalizePhoneFields(input, ["mobileno"]));
