// Early-access sign-up forms of the agentic AI services page (/agentic-ai) and the communication
// tool page (/comm-tool). They save through POST /api/SaveLead with lead type OTH.

import { checklistRules } from "./checklist-lead";
import { type Validation, validateWith } from "./form-rules";
import type { ChecklistValue, LeadTypeCode } from "./lead-codes";
import type { LeadFields } from "./lead-rules";
import { earlyAccessMessages } from "./messages";
import { normalizePhoneFields } from "./phone-input";

/** What each page sends besides the visitor's fields. */
export const EARLY_ACCESS_OFFERS = {
  agenticAi: {
    leadtype: "OTH",
    checklist: "Agentic AI Early Access Request",
    leadfor: "Businesses planning agentic AI in their operations",
  },
  commTool: {
    leadtype: "OTH",
    checklist: "Communication Tools Early Access Request",
    leadfor: "Companies that need a privately hosted communication tool",
  },
} as const satisfies Record<
  string,
  { leadtype: LeadTypeCode; checklist: ChecklistValue; leadfor: string }
>;

/** The form's fields; `website` is the hidden honeypot, `ipadd` is null while the lookup runs. */
export type EarlyAccessFormInput = LeadFields & { website: string; ipadd: string | null };
export type EarlyAccessFormValues = LeadFields & { website: string; ipadd: string };

/** After the IP wait, the checklist form's rules in the same order. */
export function validateEarlyAccessForm(
  input: EarlyAccessFormInput,
): Validation<EarlyAccessFormValues> {
  const { ipadd } = input;
  if (ipadd === null) return { ok: false, message: earlyAccessMessages.waitForIp };
  return validateWith(checklistRules, normalizePhoneFields({ ...input, ipadd }, ["mobileno"]));
}
