import type { Kysely, Transaction } from "kysely";
import type {
  Database,
  LeadAssignReason,
  LeadContactField,
  LeadEventAction,
  LeadStatus,
} from "../../infrastructure/database/schema";

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
  /** Why an assignment went where it did. */
  reason?: LeadAssignReason | null;
  /** A corrected contact detail: which one, as it was and as it is now. */
  field?: LeadContactField;
  fromValue?: string | null;
  toValue?: string | null;
  /** ISO 8601 UTC. */
  at: string;
}

/** What counts as contacting the person: a logged call, e-mail sent or meeting. */
export const CONTACT_ACTIONS = ["call", "email", "meeting"] as const;
export type ContactAction = (typeof CONTACT_ACTIONS)[number];

/**
 * Adds one entry to a lead's timeline. The first contact with the person (a logged call, e-mail
 * or meeting, or the owner marking the lead contacted) marks it touched, which ends its wait for
 * a first response; reassigning it, planning a follow-up or a note do not.
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
      // Only written when set, so an event of the older kinds writes what it always did.
      ...(event.reason == null ? {} : { reason: event.reason }),
      ...(event.field === undefined
        ? {}
        : {
            field: event.field,
            from_value: event.fromValue ?? null,
            to_value: event.toValue ?? null,
          }),
      created_at: event.at,
    })
    .execute();
  if (event.staffUserId === null) return;
  const contact = (CONTACT_ACTIONS as readonly string[]).includes(event.action);
  const markedContacted = event.action === "status" && event.toStatus === "contacted";
  if (!contact && !markedContacted) return;
  let touch = db
    .updateTable("leads")
    .set({ first_touched_at: event.at })
    .where("id", "=", event.leadId)
    .where("first_touched_at", "is", null);
  if (markedContacted) touch = touch.where("owner_id", "=", event.staffUserId);
  await touch.execute();
}
