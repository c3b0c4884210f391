import type { Kysely } from "kysely";
import type { Database, LeadStatus } from "../../db/schema";
import type { StaffSession } from "../auth/session-store";

export const MAX_NOTE_LENGTH = 5000;

/**
 * Sets a lead's status and staff note, recording who changed what in `lead_events`. Answers
 * false when there is no such lead. Nothing is written when nothing changed.
 */
export async function updateLeadStatus(
  db: Kysely<Database>,
  change: { leadId: number; status: LeadStatus; note: string; staff: StaffSession; now: Date },
): Promise<boolean> {
  const { leadId, status, staff } = change;
  const note = change.note === "" ? null : change.note;
  const nowIso = change.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .select(["status", "staff_note"])
      .where("id", "=", leadId)
      .executeTakeFirst();
    if (lead === undefined) return false;
    const statusChanged = lead.status !== status;
    const noteChanged = lead.staff_note !== note;
    if (!statusChanged && !noteChanged) return true;

    await trx
      .updateTable("leads")
      .set({ status, staff_note: note, status_changed_by: staff.email, status_changed_at: nowIso })
      .where("id", "=", leadId)
      .execute();
    const event = { lead_id: leadId, staff_user_id: staff.userId, created_at: nowIso };
    if (statusChanged) {
      await trx
        .insertInto("lead_events")
        .values({ ...event, action: "status", from_status: lead.status, to_status: status })
        .execute();
    }
    if (noteChanged) {
      await trx
        .insertInto("lead_events")
        .values({ ...event, action: "note", note })
        .execute();
    }
    return true;
  });
}
