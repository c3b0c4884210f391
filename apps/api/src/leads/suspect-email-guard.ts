import { savedEmailMessages } from "@site/contracts";
import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { HttpError } from "../infrastructure/http/http-error";
import { isAnyBlocklisted } from "./blocklist/blocklist-repository";
import { checkEmail } from "./email-check/check-email";
import { STAFF_ENTRY_CALL } from "./entry/entry-limits";
import { findLeadByIdempotencyKey, idempotencyKeyOf } from "./lead-repository";
import type { LeadVolume } from "./lead-volume";
import type { LeadWriter } from "./lead-writer";

// The payload field each save call names its address with, for the refusal's `field`.
const EMAIL_FIELD_BY_CALL: Readonly<Record<string, string>> = { SaveCandidate: "emailid" };

// Repeats come seconds or minutes after the first: a double click, a retry after a lost answer.
const RECENT_KEYS = 10_000;

/**
 * A lead writer that runs the suspect e-mail check (GET /api/checksuspectemail's own) before every
 * save, so a client that skips the check, or calls a save directly, cannot store a throwaway,
 * blocklisted or over-volume address. A flagged lead is refused with 422 and nothing is stored.
 * A repeat of a stored lead (same Idempotency-Key) is answered with that lead before the check, so
 * it gets the first answer and is not counted again. Only keys this process has passed recently are
 * looked up: a query per save would cost every new submission for the sake of the rare repeat, and
 * a repeat that reaches another instance is still stored once, by the unique index.
 */
export function guardAgainstSuspectEmails(
  writer: LeadWriter,
  options: { db: Kysely<Database>; volume: LeadVolume; maxPerHour: number },
): LeadWriter {
  const { db, volume, maxPerHour } = options;
  const recentKeys = new Set<string>();
  const remember = (key: string) => {
    recentKeys.add(key);
    if (recentKeys.size > RECENT_KEYS) {
      const oldest = recentKeys.values().next().value;
      if (oldest !== undefined) recentKeys.delete(oldest);
    }
  };
  return {
    async save(lead) {
      const key = idempotencyKeyOf(lead);
      if (key !== null && recentKeys.has(key)) {
        const stored = await findLeadByIdempotencyKey(db, key);
        if (stored !== undefined) return stored;
      }
      const result = await checkEmail({
        email: lead.email,
        ip: lead.clientIp,
        isBlocked: (values) => isAnyBlocklisted(db, values),
        // Counted only once the address passed every other check, like a stored lead. Leads
        // staff enter or import are not visitors' submissions: they count against no address.
        countRecentSubmissions: ({ ip }) =>
          lead.sourceCall === STAFF_ENTRY_CALL ? Promise.resolve(0) : volume.add(ip),
        maxPerHour,
      });
      if (result.suspect) {
        throw new HttpError(422, savedEmailMessages.flagged, {
          field: EMAIL_FIELD_BY_CALL[lead.sourceCall] ?? "email",
        });
      }
      if (key !== null) remember(key);
      return writer.save(lead);
    },
    close: () => writer.close(),
  };
}
