import type { Kysely } from "kysely";
import { staffName } from "../../console/views/staff-name";
import type { Database } from "../../infrastructure/database/schema";
import { assignmentCopy } from "../assignment/assignment-copy";

export interface StaffChoice {
  id: number;
  name: string;
  /** Disabled accounts still name the leads they own, but are not offered as a filter first. */
  disabled: boolean;
}

/** Every staff member, named as the console names them, for owner columns and filters. */
export async function listStaffChoices(db: Kysely<Database>): Promise<StaffChoice[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "display_name", "disabled_at"])
    .orderBy("id")
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: staffName(row), disabled: row.disabled_at !== null }))
    .sort((a, b) => Number(a.disabled) - Number(b.disabled) || a.name.localeCompare(b.name));
}

/**
 * Looks an owner's name up by id; an id with no account left reads as unassigned. A disabled
 * owner is named as such ("Ravi (disabled)"): the lead waits in the Unassigned view too.
 */
export const ownerNames = (staff: StaffChoice[]) => {
  const names = new Map(
    staff.map((member) => [
      member.id,
      member.disabled ? assignmentCopy.disabledOwner(member.name) : member.name,
    ]),
  );
  return (ownerId: number | null) => (ownerId === null ? undefined : names.get(ownerId));
};

/** Leads with their owner's account beside them (none for an unassigned lead). */
export const selectLeadsWithOwner = (db: Kysely<Database>) =>
  db
    .selectFrom("leads")
    .leftJoin("staff_users", "staff_users.id", "leads.owner_id")
    .select([
      "staff_users.email as owner_email",
      "staff_users.display_name as owner_display_name",
      "staff_users.disabled_at as owner_disabled_at",
    ]);

/** The owner's name as the console shows it; null for an unassigned lead. */
export const leadOwnerName = (lead: {
  owner_email: string | null;
  owner_display_name: string | null;
  owner_disabled_at?: string | null;
}) => {
  if (lead.owner_email === null) return null;
  const name = staffName({ email: lead.owner_email, display_name: lead.owner_display_name });
  return lead.owner_disabled_at == null ? name : assignmentCopy.disabledOwner(name);
};
