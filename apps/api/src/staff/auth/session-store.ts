import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, StaffRole } from "../../infrastructure/database/schema";

type Db = Kysely<Database>;

/** A session ends after 8 hours without a request, and 12 hours after sign-in in any case. */
const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// Extending on every request would write on every page view; once a minute is precise enough.
const REFRESH_AFTER_MS = 60 * 1000;
const MAX_USER_AGENT = 500;

export interface StaffSession {
  userId: number;
  email: string;
  role: StaffRole;
  displayName: string | null;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session and answers the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: number,
  userAgent: string | undefined,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("staff_sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + IDLE_TIMEOUT_MS).toISOString(),
      user_agent: userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    })
    .execute();
  // Sign-in is rare: a good moment to forget sessions that ended.
  await db.deleteFrom("staff_sessions").where("expires_at", "<=", now.toISOString()).execute();
  return token;
}

/** The signed-in user for a cookie token, extending the session; undefined when it ended. */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
): Promise<StaffSession | undefined> {
  const id = hashToken(token);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_users", "staff_users.id", "staff_sessions.user_id")
    .select([
      "staff_sessions.user_id as userId",
      "staff_users.email",
      "staff_users.role",
      "staff_users.display_name as displayName",
      "staff_users.disabled_at as disabledAt",
      "staff_sessions.created_at as createdAt",
      "staff_sessions.expires_at as expiresAt",
    ])
    .where("staff_sessions.id", "=", id)
    .executeTakeFirst();
  if (row === undefined || row.expiresAt <= now.toISOString()) return undefined;
  // Disabling removes the sessions too; this holds even for one created in the same instant.
  if (row.disabledAt !== null) return undefined;

  const absoluteEnd = new Date(row.createdAt).getTime() + ABSOLUTE_TIMEOUT_MS;
  const extended = Math.min(now.getTime() + IDLE_TIMEOUT_MS, absoluteEnd);
  if (extended - new Date(row.expiresAt).getTime() > REFRESH_AFTER_MS) {
    await db
      .updateTable("staff_sessions")
      .set({ expires_at: new Date(extended).toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return { userId: row.userId, email: row.email, role: row.role, displayName: row.displayName };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id", "=", hashToken(token)).execute();
}
