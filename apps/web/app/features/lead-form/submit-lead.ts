// The SaveLead flow of the checklist, SRS template, ROI and early-access forms (and, with its own
// call, the demo requests), after their own validation: e-mail check by status, then the save.
// Imported only by submit pipelines.

import {
  API_CALLS,
  type ChecklistFormInput,
  type ChecklistValue,
  type LeadTypeCode,
  leadFormMessages,
} from "@site/contracts";
import { verifyEmail } from "./email-check";
import { postSave } from "./save-call";
import { failure, type SubmitContext, type SubmitOutcome, success } from "./submit-types";

/** What the page offers: fixed by the page, sent with every lead it collects. */
export interface LeadOffer {
  leadtype: LeadTypeCode;
  /** Who the offer is for, in words. */
  leadfor: string;
  checklist: ChecklistValue;
}

/** The call's texts; pages that word them differently pass their own. */
export type LeadMessages = Record<
  "emailFlagged" | "emailCheckFailed" | "saveFailed" | "fallback",
  string
>;

/** The e-mail check by status, then the save call at `path` with the visitor's IP. */
export async function saveCheckedLead<Lead extends { email: string }>(
  path: string,
  lead: Lead,
  { ip, sharedFields, idempotencyKey }: SubmitContext,
  messages: LeadMessages,
): Promise<SubmitOutcome<null>> {
  try {
    const verdict = await verifyEmail(lead.email, ip);
    if (verdict === "flagged") return failure(messages.emailFlagged, "email");
    if (verdict === "failed") return failure(messages.emailCheckFailed);
    const answer = await postSave(path, { ...lead, ipadd: ip, ...sharedFields }, idempotencyKey);
    return answer.saved
      ? success(null, answer.reference, answer.bookingToken)
      : failure(messages.saveFailed);
  } catch {
    return failure(messages.fallback);
  }
}

export function submitLead(
  offer: LeadOffer,
  visitor: ChecklistFormInput,
  context: SubmitContext,
  messages: LeadMessages = leadFormMessages,
): Promise<SubmitOutcome<null>> {
  return saveCheckedLead(API_CALLS.saveLead.path, { ...offer, ...visitor }, context, messages);
}
