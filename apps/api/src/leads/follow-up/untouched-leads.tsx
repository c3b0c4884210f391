import type { Kysely } from "kysely";
import { workingMsBetween } from "../../console/views/firm-clock";
import type { Database } from "../../infrastructure/database/schema";
import { enqueueJob } from "../../jobs/job";
import { recordLeadEvent } from "../inbox/lead-events";
import { followUpCopy } from "./follow-up-copy";
import { escalationEmailJob } from "./follow-up-mail";

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
 * an "escalation" timeline entry and, with mail set up, queues one e-mail to the admins about all
 * the leads this run flagged, in the same transaction. A lead is claimed with a conditional
 * UPDATE, so several servers flag it once. Answers how many were flagged.
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
  const due: number[] = [];
  for (const lead of candidates) {
    const waited = workingMsBetween(new Date(lead.created_at), now, timeZone) / HOUR_MS;
    if (waited < thresholdHours) break;
    due.push(lead.id);
  }
  if (due.length === 0) return 0;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const flagged: number[] = [];
    for (const leadId of due) {
      const row = await trx
        .updateTable("leads")
        .set({ escalated_at: at })
        .where("id", "=", leadId)
        .where("escalated_at", "is", null)
        .where("first_touched_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (row === undefined) continue;
      await recordLeadEvent(trx, {
        leadId,
        staffUserId: null,
        action: "escalation",
        note: `Nobody acted on this lead for ${thresholdHours} working hours.`,
        at,
      });
      flagged.push(leadId);
    }
    if (notifyAdmins && flagged.length > 0) {
      await enqueueJob(trx, escalationEmailJob, { leadIds: flagged }, { now });
    }
    return flagged.length;
  });
}
