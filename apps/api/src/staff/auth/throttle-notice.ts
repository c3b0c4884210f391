import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import type { TaskLog } from "../../infrastructure/periodic-task";
import { NOTIFICATION_SENDER } from "../../notifications/lead-mailer";
import { DEFAULT_RETRY_POLICY, nextTryAt, type RetryPolicy } from "../../notifications/retry-delay";
import { createSmtpTransport } from "../../notifications/smtp-transport";
import { ACCOUNT_THROTTLE } from "./sign-in";

export interface ThrottleNoticeOptions {
  db: Kysely<Database>;
  smtpUrl: string;
  log: TaskLog;
  now?: () => Date;
  retryPolicy?: RetryPolicy;
}

// Another server leaves a notice alone this long while one sends it.
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH_SIZE = 10;

/** The e-mail telling a staff member that wrong passwords started the sign-in waits. */
export function throttleNoticeEmail(email: string, since: string) {
  const maxMinutes = ACCOUNT_THROTTLE.maxDelayMs / 60_000;
  return {
    subject: "Sign-in attempts on your staff console account",
    text: [
      `Someone entered ${ACCOUNT_THROTTLE.freeAttempts} wrong passwords in a row for your staff console account (${email}), the last at ${since} (UTC).`,
      "",
      `From now on each further attempt has to wait longer, up to ${maxMinutes} minutes. Your password still works once the wait has passed; nothing is locked.`,
      "",
      "If this was not you, someone may be guessing your password. Ask an administrator to set a new one (npm run admin -- set-password), which also signs you out everywhere.",
    ].join("\n"),
  };
}

/**
 * Sends the notices that sign-in queued in `staff_users.throttle_notice_due_at`. The row is the
 * queue: a notice survives a restart or a mail outage and is retried with backoff until the
 * mail server takes it. Answers how many were tried.
 */
export function createThrottleNoticeSender(options: ThrottleNoticeOptions) {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const retryPolicy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const transport = createSmtpTransport(options.smtpUrl);

  async function deliver(user: { id: number; email: string; due: string; attempts: number }) {
    // Claimed by moving the due time, only if no other server moved it first.
    const claimed = await db
      .updateTable("staff_users")
      .set({ throttle_notice_due_at: new Date(now().getTime() + CLAIM_LEASE_MS).toISOString() })
      .where("id", "=", user.id)
      .where("throttle_notice_due_at", "=", user.due)
      .returning("id")
      .executeTakeFirst();
    if (claimed === undefined) return;
    try {
      const { subject, text } = throttleNoticeEmail(
        user.email,
        user.due.slice(0, 19).replace("T", " "),
      );
      await transport.sendMail({ from: NOTIFICATION_SENDER, to: user.email, subject, text });
      await db
        .updateTable("staff_users")
        .set({ throttle_notice_due_at: null, throttle_notice_attempts: 0 })
        .where("id", "=", user.id)
        .execute();
      log.info({ staffUserId: user.id }, "sign-in throttle notice sent");
    } catch (error) {
      const attempts = user.attempts + 1;
      const retryAt = nextTryAt(now(), attempts, retryPolicy);
      await db
        .updateTable("staff_users")
        .set({ throttle_notice_due_at: retryAt, throttle_notice_attempts: attempts })
        .where("id", "=", user.id)
        .execute();
      log.warn(
        { staffUserId: user.id, attempts, err: error },
        "sign-in throttle notice failed; will retry",
      );
    }
  }

  return {
    async drain(): Promise<number> {
      const due = await db
        .selectFrom("staff_users")
        .select([
          "id",
          "email",
          "throttle_notice_due_at as due",
          "throttle_notice_attempts as attempts",
        ])
        .where("throttle_notice_due_at", "<=", now().toISOString())
        .orderBy("throttle_notice_due_at")
        .limit(BATCH_SIZE)
        .execute();
      for (const user of due) {
        if (user.due !== null) await deliver({ ...user, due: user.due });
      }
      return due.length;
    },
    close: () => transport.close(),
  };
}
