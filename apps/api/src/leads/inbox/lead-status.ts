import type { Kysely } from "kysely";
import type { Database, LeadStatus } from "../../infrastructure/database/schema";
import type { StaffSession } from "../../staff/auth/session-store";
import { recordLeadEvent } from "./lead-events";

export const MAX_NOTE_LENGTH = 5000;

/**
 * Sets a lead's status, recording who moved it from what in the timeline. Answers false when
 * there is no such lead; nothing is written when the status is already the chosen one.
 */
export async function updateLeadStatus(
  db: Kysely<Database>,
  change: { leadId: number; status: LeadStatus; staff: StaffSession; now: Date },
): Promise<boolean> {
  const { leadId, status, staff } = change;
  const nowIso = change.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["status"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (lead === undefined) return false;
    if (lead.status === status) return true;

    await trx
      .updateTable("leads")
      .set((eb) => ({
        status,
        status_changed_by: staff.email,
        status_changed_at: nowIso,
        version: eb("version", "+", 1),
      }))
      .where("id", "=", leadId)
      .execute();
    await recordLeadEvent(trx, {
      leadId,
      staffUserId: staff.userId,
      action: "status",
      fromStatus: lead.status,
      toStatus: status,
      at: nowIso,
    });
    return true;
  });
}

/**
 * Adds a note to a lead's timeline. Notes are only ever added: an earlier note stays as written.
 * Answers false when there is no such lead.
 */
export async function addLeadNote(
  db: Kysely<Database>,
  note: { leadId: number; text: string; staff: StaffSession; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select("id")
      .where("id", "=", note.leadId)
      .executeTakeFirst();
    if (lead === undefined) return false;
    await recordLeadEvent(trx, {
      leadId: note.leadId,
      staffUserId: note.staff.userId,
      action: "note",
      note: note.text,
      at: note.now.toISOString(),
    });
    return true;
  });
}
