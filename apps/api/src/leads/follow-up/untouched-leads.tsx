import type { Kysely } from "kysely";
import { workingMsBetween } from "../../console/views/firm-clock";
import type { Database } from "../../infrastructure/database/schema";
import { recordLeadEvent } from "../inbox/lead-events";
import { followUpCopy } from "./follow-up-copy";

type Db = Kysely<Database>;

const HOUR_MS = 3_600_000;
const BATCH_SIZE = 100;

/** Whole working hours a lead has waited for anyone to act on it; undefined once touched. */
export function waitingHours(
  lead: { created_at: string; first_touched_at: string | null },
  now: Date,
  timeZone: string,
): number | undefined {
  if (lead.first_touched_at !== null) return undefined;
  return Math.floor(workingMsBetween(new Date(lead.created_at), now, timeZone) / HOUR_MS);
}

/**
 * The lead page's flag for a lead that was escalated and still waits for anyone to act on it,
 * with the working hours it has waited so far.
 */
export function WaitingBadge({
  lead,
  now,
  timeZone,
}: {
  lead: { created_at: string; first_touched_at: string | null; escalated_at: string | null };
  now: Date;
  timeZone: string;
}) {
  const hours = waitingHours(lead, now, timeZone);
  if (hours === undefined || lead.escalated_at === null) return null;
  return (
    <p className="badge waiting" title={followUpCopy.waitingTitle}>
      {followUpCopy.waiting(hours)}
    </p>
  );
}

/**
 * Flags the leads nobody has acted on for `thresholdHours` working hours: sets escalated_at, adds
 * an "escalation" timeline entry and, with mail set up, queues the admins' e-mail about it. A lead is claimed
 * with a conditional UPDATE, so several servers flag it once. Answers how many were flagged.
 */
export async function escalateUntouchedLeads(
  db: Db,
  options: { thresholdHours: number; now: Date; timeZone: string; notifyAdmins: boolean },
): Promise<number> {
  const { thresholdHours, now, timeZone, notifyAdmins } = options;
  // Working time never exceeds wall time, so older leads are the only candidates; and the older a
  // lead, the longer it has waited, so the scan stops at the first one still within the limit.
  const latestCandidate = new Date(now.getTime() - thresholdHours * HOUR_MS).toISOString();
  const candidates = await db
    .selectFrom("leads")
    .select(["id", "created_at"])
    .where("first_touched_at", "is", null)
    // Leads worked before touches were recorded count as touched.
    .where("status_changed_at", "is", null)
    .where("escalated_at", "is", null)
    .where("created_at", "<=", latestCandidate)
    .orderBy("created_at")
    .orderBy("id")
    .limit(BATCH_SIZE)
    .execute();
  let flagged = 0;
  for (const lead of candidates) {
    const waited = workingMsBetween(new Date(lead.created_at), now, timeZone) / HOUR_MS;
    if (waited < thresholdHours) break;
    const at = now.toISOString();
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("leads")
        .set({ escalated_at: at })
        .where("id", "=", lead.id)
        .where("escalated_at", "is", null)
        .where("first_touched_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (row === undefined) return false;
      await recordLeadEvent(trx, {
        leadId: lead.id,
        staffUserId: null,
        action: "escalation",
        note: `Nobody acted on this lead for ${thresholdHours} working hours.`,
        at,
      });
      if (notifyAdmins) {
        await trx
          .insertInto("escalation_notices")
          .values({ lead_id: lead.id, due_at: at })
          .execute();
      }
      return true;
    });
    if (claimed) flagged++;
  }
  return flagged;
}
