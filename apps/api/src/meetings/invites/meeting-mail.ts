import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { jobRow } from "../../jobs/job";
import {
  meetingInviteJob,
  meetingReminderJob,
  REMINDER_LEAD_MS,
  type ReminderBefore,
} from "./meeting-mail-jobs";

/** What happened to a meeting that its invitees must hear of. */
export type MeetingChange = "booked" | "moved" | "cancelled";

/**
 * Queues, in the transaction of the change, the mail it calls for: the invitation (REQUEST, or
 * CANCEL) to the visitor and to the host, and for a booked or moved meeting its reminders 24 h
 * and 1 h before. Reads the meeting as the transaction sees it.
 */
export async function queueMeetingMail(
  trx: Kysely<Database> | Transaction<Database>,
  meetingId: string,
  change: MeetingChange,
  now: Date,
): Promise<void> {
  const meeting = await trx
    .selectFrom("meetings")
    .select(["lead_id", "sequence", "starts_at"])
    .where("id", "=", meetingId)
    .executeTakeFirstOrThrow();
  const sequence = Number(meeting.sequence);
  const leadId = Number(meeting.lead_id);
  const rows = (["visitor", "host"] as const).map((to) =>
    jobRow(meetingInviteJob, { meetingId, sequence, to }, { leadId, now }),
  );
  if (change !== "cancelled") {
    const start = Date.parse(meeting.starts_at);
    for (const before of ["24h", "1h"] as ReminderBefore[]) {
      const runAt = new Date(start - REMINDER_LEAD_MS[before]);
      // A call booked for this afternoon gets no "tomorrow" reminder.
      if (runAt.getTime() <= now.getTime()) continue;
      rows.push(
        jobRow(meetingReminderJob, { meetingId, sequence, before }, { runAt, leadId, now }),
      );
    }
  }
  // Reminders queued for an earlier sequence stay behind and skip themselves when they run.
  await trx.insertInto("jobs").values(rows).execute();
}
