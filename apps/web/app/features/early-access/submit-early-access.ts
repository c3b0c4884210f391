// The early-access pipeline of the agentic AI services and communication tool pages: IP readiness,
// the checklist rules in order, the e-mail check, then SaveLead with the page's offer. Loaded on
// first use by early-access-form.tsx.

import { EARLY_ACCESS_OFFERS, earlyAccessMessages, validateEarlyAccessForm } from "@site/contracts";
import { submitLead } from "../lead-form/submit-lead";
import { pickFields, type SubmitHandler } from "../lead-form/submit-types";

const FIELDS = ["name", "companyname", "email", "mobileno", "website"] as const;

// These pages show the same text whether the save was refused or could not be sent.
const callMessages = { ...earlyAccessMessages, fallback: earlyAccessMessages.saveFailed };

function earlyAccessPipeline(offer: keyof typeof EARLY_ACCESS_OFFERS): SubmitHandler<null> {
  return async (fields, context) => {
    const checked = validateEarlyAccessForm({ ...pickFields(fields, FIELDS), ipadd: context.ip });
    if (!checked.ok) return checked;
    const { ipadd: _, ...visitor } = checked.value;
    return submitLead(EARLY_ACCESS_OFFERS[offer], visitor, context, callMessages);
  };
}

export const submitAgenticAiEarlyAccess = earlyAccessPipeline("agenticAi");
export const submitCommToolEarlyAccess = earlyAccessPipeline("commTool");
