import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { decoyHash, verifyPassword } from "./password-hash";
import { findStaffUserByEmail } from "./staff-user-repository";

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export type SignInResult = { ok: true; userId: number } | { ok: false };

/**
 * Checks an e-mail and password. Five wrong passwords in a row lock the account for fifteen
 * minutes; a locked account refuses even the right password. Every refusal looks the same and
 * costs one hash, so the answer never tells whether the address belongs to anyone.
 */
export async function signIn(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  now: Date,
): Promise<SignInResult> {
  const nowIso = now.toISOString();
  const user = await findStaffUserByEmail(db, credentials.email);
  const locked = user?.locked_until != null && user.locked_until > nowIso;
  if (user === undefined || locked) {
    await verifyPassword(credentials.password, await decoyHash());
    return { ok: false };
  }

  if (await verifyPassword(credentials.password, user.password_hash)) {
    await db
      .updateTable("staff_users")
      .set({ failed_attempts: 0, locked_until: null, last_login_at: nowIso })
      .where("id", "=", user.id)
      .execute();
    return { ok: true, userId: user.id };
  }

  // Counted by the database, so failures arriving together are all counted.
  const { failed_attempts } = await db
    .updateTable("staff_users")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", user.id)
    .returning("failed_attempts")
    .executeTakeFirstOrThrow();
  if (failed_attempts >= MAX_FAILED_ATTEMPTS) {
    await db
      .updateTable("staff_users")
      .set({
        failed_attempts: 0,
        locked_until: new Date(now.getTime() + LOCKOUT_MS).toISOString(),
      })
      .where("id", "=", user.id)
      .execute();
  }
  return { ok: false };
}
