import { formatInr } from "@site/contracts";
import { correspondenceCopy } from "./correspondence-copy";
import type { LeadEmail } from "./staff-email-repository";

const copy = correspondenceCopy;

/** A lead timeline entry, as the lead page's timeline lists them. */
export interface EmailTimelineEntry {
  key: string;
  at: string;
  text: string;
  body?: string;
  error?: string;
}

/**
 * The lead timeline's entries for e-mails staff wrote: who sent what, how its delivery stands
 * (queued, sent when, or failed and why), any quotation attached, and the text as sent.
 */
export function emailTimelineEntries(
  emails: readonly LeadEmail[],
  formatTime: (iso: string) => string,
): EmailTimelineEntry[] {
  return emails.map((email) => {
    const failedReason =
      email.status === "failed"
        ? (email.error ?? "")
        : email.job_failed_at !== null
          ? (email.job_error ?? "")
          : undefined;
    const status =
      failedReason !== undefined
        ? copy.status.failed(failedReason)
        : email.status === "sent" && email.sent_at !== null
          ? copy.status.sentAt(formatTime(email.sent_at))
          : email.job_error !== null
            ? copy.status.retrying(email.job_error)
            : copy.status.queued;
    const quote =
      email.quote_number === null || email.quote_total === null
        ? ""
        : ` · ${copy.timeline.withQuote(email.quote_number, formatInr(email.quote_total))}`;
    const sent = copy.timeline.sent(email.staff_name, email.subject);
    return {
      key: `staff-email-${email.id}`,
      at: email.created_at,
      text: failedReason === undefined ? `${sent} — ${status}${quote}` : `${sent}${quote}`,
      body: email.body,
      ...(failedReason === undefined ? {} : { error: status }),
    };
  });
}
