import type { Kysely } from "kysely";
import {
  type AttemptThrottle,
  type ThrottlePolicy,
  throttleDelayMs,
} from "../../infrastructure/attempt-throttle";
import type { Database } from "../../infrastructure/database/schema";
import { enqueueJob } from "../../jobs/job";
import { decoyHash, HashingBusyError, hashingHasRoom, verifyPassword } from "./password-hash";
import { findStaffUserByEmail, normalizeStaffEmail } from "./staff-user-repository";
import { throttleNoticeJob } from "./throttle-notice";

/** Per account: five attempts in a row, then 1 s, 2 s, 4 s ... between attempts, at most 15 min. */
export const ACCOUNT_THROTTLE: ThrottlePolicy = {
  freeAttempts: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
};
/** Per address: an office behind one address shares it, so more attempts go through first. */
export const DEFAULT_ADDRESS_FREE_ATTEMPTS = 20;
export const addressThrottle = (freeAttempts = DEFAULT_ADDRESS_FREE_ATTEMPTS): ThrottlePolicy => ({
  ...ACCOUNT_THROTTLE,
  freeAttempts,
});

export type SignInResult =
  | { outcome: "signed-in"; userId: number }
  | { outcome: "refused" }
  | { outcome: "throttled"; retryAfterMs: number }
  | { outcome: "busy" };

export interface SignInContext {
  db: Kysely<Database>;
  /** Counts attempts per client address, and per address that belongs to no account. */
  throttle: AttemptThrottle;
  /** The waits per client address; `addressThrottle()` unless the operator set another count. */
  addressPolicy?: ThrottlePolicy;
  now: Date;
  /** The client address the attempt is counted against (IPv6 reduced to its /64). */
  clientAddress: string;
}

/**
 * Checks an e-mail and password. Every attempt counts against the client address and the
 * account; past a few in a row each must wait longer than the last, right password or not, so
 * guessing is slow but nobody can lock a colleague out for good. A refusal never tells whether
 * the address belongs to anyone: unknown addresses are counted and hashed like real ones.
 */
export async function signIn(
  context: SignInContext,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const { db, throttle, now, clientAddress, addressPolicy = addressThrottle() } = context;
  // Refuse at once rather than count an attempt that could not be checked.
  if (!hashingHasRoom()) return { outcome: "busy" };

  const addressKey = `sign-in-address:${clientAddress}`;
  const byAddress = await throttle.reserve(addressKey, addressPolicy);
  if (!byAddress.allowed) return { outcome: "throttled", retryAfterMs: byAddress.retryAfterMs };

  const email = normalizeStaffEmail(credentials.email);
  const user = await findStaffUserByEmail(db, email);
  const byAccount =
    user === undefined
      ? await throttle.reserve(`sign-in-unknown:${email}`, ACCOUNT_THROTTLE)
      : await reserveAccountAttempt(db, user.id, now);
  if (!byAccount.allowed) return { outcome: "throttled", retryAfterMs: byAccount.retryAfterMs };

  let matches: boolean;
  try {
    matches = await verifyPassword(
      credentials.password,
      user?.password_hash ?? (await decoyHash()),
    );
  } catch (error) {
    if (error instanceof HashingBusyError) return { outcome: "busy" };
    throw error;
  }
  if (user === undefined || !matches) {
    // The attempt that starts the waits sends the notice; later ones in the same run do not.
    if (
      user !== undefined &&
      "count" in byAccount &&
      byAccount.count === ACCOUNT_THROTTLE.freeAttempts
    ) {
      await queueThrottleNotice(db, user.id, now);
    }
    return { outcome: "refused" };
  }
  // A disabled account is refused like a wrong password: the page tells no one it exists.
  if (user.disabled_at !== null) return { outcome: "refused" };

  await db
    .updateTable("staff_users")
    .set({ failed_attempts: 0, throttled_until: null, last_login_at: now.toISOString() })
    .where("id", "=", user.id)
    .execute();
  await throttle.refund(addressKey);
  return { outcome: "signed-in", userId: user.id };
}

type AccountReservation =
  | { allowed: true; count: number }
  | { allowed: false; retryAfterMs: number };

/**
 * Counts the attempt and starts the wait it earns in one conditional UPDATE, before the password
 * is checked: attempts arriving together each get their own count, and none slips past a wait
 * another has just started. A success clears the count afterwards.
 */
async function reserveAccountAttempt(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<AccountReservation> {
  const nowIso = now.toISOString();
  const reserved = await db
    .updateTable("staff_users")
    .set((eb) => {
      const next = eb("failed_attempts", "+", 1);
      // The wait for each count, as literals: the same SQL on SQLite and PostgreSQL.
      let waitFor = eb
        .case()
        .when(next, "<", ACCOUNT_THROTTLE.freeAttempts)
        .then<string | null>(null);
      for (let count = ACCOUNT_THROTTLE.freeAttempts; ; count += 1) {
        const delay = throttleDelayMs(count, ACCOUNT_THROTTLE);
        const until = new Date(now.getTime() + delay).toISOString();
        if (delay >= ACCOUNT_THROTTLE.maxDelayMs) {
          return { failed_attempts: next, throttled_until: waitFor.else(until).end() };
        }
        waitFor = waitFor.when(next, "=", count).then(until);
      }
    })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("throttled_until", "is", null), eb("throttled_until", "<=", nowIso)]))
    .returning("failed_attempts")
    .executeTakeFirst();
  if (reserved !== undefined) return { allowed: true, count: reserved.failed_attempts };

  // Waiting: the attempt still counts, but it does not move the wait.
  const waiting = await db
    .updateTable("staff_users")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
    .where("id", "=", userId)
    .returning("throttled_until")
    .executeTakeFirstOrThrow();
  const until = Date.parse(waiting.throttled_until ?? nowIso);
  return { allowed: false, retryAfterMs: Math.max(until - now.getTime(), 1) };
}

/** Owes the staff member one e-mail for this run of wrong passwords; see throttle-notice.ts. */
async function queueThrottleNotice(db: Kysely<Database>, userId: number, now: Date) {
  await enqueueJob(
    db,
    throttleNoticeJob,
    { staffUserId: userId, since: now.toISOString() },
    { now },
  );
}
