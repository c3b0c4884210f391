import type { Kysely } from "kysely";
import { staffName } from "../../console/views/staff-name";
import type { Database } from "../../infrastructure/database/schema";

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

/** Looks an owner's name up by id; an id with no account left reads as unassigned. */
export const ownerNames = (staff: StaffChoice[]) => {
  const names = new Map(staff.map((member) => [member.id, member.name]));
  return (ownerId: number | null) => (ownerId === null ? undefined : names.get(ownerId));
};
