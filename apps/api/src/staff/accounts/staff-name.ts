import { type Kysely, PostgresAdapter } from "kysely";
import { field } from "../../console/form-body";
import type { Database } from "../../infrastructure/database/schema";
import type { StaffSession } from "../auth/session-store";
import type { AccountChange } from "./staff-account-repository";
import { staffNameCopy } from "./staff-name-copy";

/** As long as the column holds. */
export const MAX_STAFF_NAME_LENGTH = 100;
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

export type StaffNameInput =
  | { ok: true; name: string }
  | { ok: false; typed: string; message: string };

/** The name a form sent: bounded first, control characters out, trimmed, neither empty nor too long. */
export function readStaffName(body: unknown): StaffNameInput {
  const typed = field(body, "name").slice(0, MAX_STAFF_NAME_LENGTH * 4);
  const name = typed.replace(CONTROL_CHARACTERS, " ").trim();
  if (name === "") return { ok: false, typed, message: staffNameCopy.errors.empty };
  if (name.length > MAX_STAFF_NAME_LENGTH) {
    return { ok: false, typed, message: staffNameCopy.errors.tooLong(MAX_STAFF_NAME_LENGTH) };
  }
  return { ok: true, name };
}

/** Sets an account's display name, kept in the staff audit log with the new name. */
export async function renameStaff(
  db: Kysely<Database>,
  input: { id: number; name: string; actor: StaffSession; now: Date },
): Promise<AccountChange> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("staff_users")
      .select(["id", "email", "display_name"])
      .where("id", "=", input.id);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const target = await query.executeTakeFirst();
    if (target === undefined) return { ok: false, refusal: "not-found" } as const;
    if (target.display_name === input.name) return { ok: true, email: target.email } as const;
    await trx
      .updateTable("staff_users")
      .set({ display_name: input.name })
      .where("id", "=", target.id)
      .execute();
    await trx
      .insertInto("staff_audit_events")
      .values({
        actor_id: input.actor.userId,
        actor_email: input.actor.email,
        target_id: target.id,
        target_email: target.email,
        action: "rename",
        detail: input.name,
        created_at: input.now.toISOString(),
      })
      .execute();
    return { ok: true, email: target.email } as const;
  });
}

/** The signed-in account's own name; null when none is set. */
export async function ownName(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db
    .selectFrom("staff_users")
    .select("display_name")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.display_name ?? null;
}
