import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { COMMON_PASSWORD_PROBLEM, isCommonPassword } from "./password-policy";
import { countStaffUsers, createStaffUser } from "./staff-user-repository";

/**
 * Creates the first staff user from ADMIN_EMAIL / ADMIN_PASSWORD when there is none yet; later
 * users come from the CLI. Answers whether a user was created; a password from the list of the
 * most common ones stops the start instead.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  credentials: { email: string | undefined; password: string | undefined },
): Promise<boolean> {
  const { email, password } = credentials;
  if (email === undefined || password === undefined) return false;
  if ((await countStaffUsers(db)) > 0) return false;
  if (isCommonPassword(password)) throw new Error(`ADMIN_PASSWORD ${COMMON_PASSWORD_PROBLEM}`);
  await createStaffUser(db, email, password);
  return true;
}
