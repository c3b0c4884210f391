import type { Kysely, Selectable } from "kysely";
import type { Database, StaffUsersTable } from "../../infrastructure/database/schema";
import { hashPassword } from "./password-hash";

type Db = Kysely<Database>;

export type StaffUser = Selectable<StaffUsersTable>;

export const normalizeStaffEmail = (email: string) => email.trim().toLowerCase();

export async function findStaffUserByEmail(db: Db, email: string): Promise<StaffUser | undefined> {
  return db
    .selectFrom("staff_users")
    .selectAll()
    .where("email", "=", normalizeStaffEmail(email))
    .executeTakeFirst();
}

export async function countStaffUsers(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom("staff_users")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Adds a staff user; throws when the address is taken (unique constraint). */
export async function createStaffUser(db: Db, email: string, password: string): Promise<number> {
  const { id } = await db
    .insertInto("staff_users")
    .values({
      email: normalizeStaffEmail(email),
      password_hash: await hashPassword(password),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces the password, ends any sign-in delay and signs the user out everywhere. */
export async function setStaffPassword(db: Db, email: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable("staff_users")
      .set({ password_hash: passwordHash, failed_attempts: 0, throttled_until: null })
      .where("email", "=", normalizeStaffEmail(email))
      .returning("id")
      .executeTakeFirst();
    if (user === undefined) return false;
    await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
    return true;
  });
}
