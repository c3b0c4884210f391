import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../infrastructure/database/schema";

/** What happened to a meeting that its invitees must hear of. */
export type MeetingChange = "booked" | "moved" | "cancelled";

/**
 * Queues, in the transaction of the change, the mail it calls for: the invitation (REQUEST, or
 * CANCEL) to the visitor and to the host, and for a booked or moved meeting its reminders 24 h
 * and 1 h before. Reads the meeting as the transaction sees it.
 */
export async function queueMeetingMail(
  _trx: Kysely<Database> | Transaction<Database>,
  _meetingId: string,
  _change: MeetingChange,
  _now: Date,
): Promise<void> {
  throw new Error("not built yet");
}
