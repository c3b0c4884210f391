import type { Kysely, Transaction } from "kysely";
import type { Database, LeadEventAction, LeadStatus } from "../../infrastructure/database/schema";

export interface NewLeadEvent {
  leadId: number;
  /** Who acted; null for what the server did by itself (round-robin, escalation). */
  staffUserId: number | null;
  action: LeadEventAction;
  fromStatus?: LeadStatus | null;
  toStatus?: LeadStatus | null;
  note?: string | null;
  /** The new owner of an assignment (null: unassigned). */
  ownerId?: number | null;
  /** When a follow-up is due. */
  dueAt?: string | null;
  /** ISO 8601 UTC. */
  at: string;
}

/**
 * Adds one entry to a lead's timeline. The first thing a staff member does with a lead also marks
 * it touched, which ends its wait for a first response.
 */
export async function recordLeadEvent(
  db: Kysely<Database> | Transaction<Database>,
  event: NewLeadEvent,
): Promise<void> {
  await db
    .insertInto("lead_events")
    .values({
      lead_id: event.leadId,
      staff_user_id: event.staffUserId,
      action: event.action,
      from_status: event.fromStatus ?? null,
      to_status: event.toStatus ?? null,
      note: event.note ?? null,
      owner_id: event.ownerId ?? null,
      due_at: event.dueAt ?? null,
      created_at: event.at,
    })
    .execute();
  if (event.staffUserId === null) return;
  await db
    .updateTable("leads")
    .set({ first_touched_at: event.at })
    .where("id", "=", event.leadId)
    .where("first_touched_at", "is", null)
    .execute();
}
