import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import type { TaskLog } from "../../infrastructure/periodic-task";
import { NOTIFICATION_SENDER } from "../../notifications/lead-mailer";
import { DEFAULT_RETRY_POLICY, nextTryAt, type RetryPolicy } from "../../notifications/retry-delay";
import { createSmtpTransport } from "../../notifications/smtp-transport";
import { leadOwnerName, selectLeadsWithOwner } from "../inbox/lead-owners";
import { digestContent, digestEmail } from "./daily-digest";
import { escalationEmail } from "./escalation-email";

type Db = Kysely<Database>;

export interface FollowUpMailOptions {
  db: Db;
  smtpUrl: string;
  publicBaseUrl: string;
  timeZone: string;
  escalationHours: number;
  log: TaskLog;
  now: () => Date;
  retryPolicy?: RetryPolicy;
}

// Another server leaves a claimed row alone this long while one sends it.
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 500;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

/**
 * Sends the queued digests and escalation notices. Like the lead outbox, each row is claimed by
 * moving its due time ahead only if no other server moved it first; a failed send counts the
 * attempt and is retried with backoff, so a mail outage delays these e-mails and loses none.
 */
export function createFollowUpMailSender(options: FollowUpMailOptions) {
  const { db, log, now, publicBaseUrl, timeZone } = options;
  const retryPolicy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const transport = createSmtpTransport(options.smtpUrl);
  const lease = () => new Date(now().getTime() + CLAIM_LEASE_MS).toISOString();
  // A failed send counts the attempt and waits its backoff.
  const retryLater = (attempts: number, error: unknown) => ({
    attempts,
    last_error: errorText(error),
    due_at: nextTryAt(now(), attempts, retryPolicy),
  });

  async function sendDigests(): Promise<number> {
    const due = await db
      .selectFrom("staff_digests")
      .innerJoin("staff_users", "staff_users.id", "staff_digests.staff_user_id")
      .select([
        "staff_digests.staff_user_id as staffUserId",
        "staff_digests.day",
        "staff_digests.covers_until as coversUntil",
        "staff_digests.due_at as dueAt",
        "staff_digests.attempts",
        "staff_users.email",
      ])
      .where("staff_digests.sent_at", "is", null)
      .where("staff_digests.due_at", "<=", now().toISOString())
      .orderBy("staff_digests.due_at")
      .limit(BATCH_SIZE)
      .execute();
    for (const digest of due) {
      const claimed = await db
        .updateTable("staff_digests")
        .set({ due_at: lease() })
        .where("staff_user_id", "=", digest.staffUserId)
        .where("day", "=", digest.day)
        .where("due_at", "=", digest.dueAt)
        .where("sent_at", "is", null)
        .returning("day")
        .executeTakeFirst();
      if (claimed === undefined) continue;
      const where = { staffUserId: digest.staffUserId, day: digest.day };
      try {
        const content = await digestContent(db, digest);
        // Nothing new and nothing overdue: the day is done without an e-mail.
        if (content.newLeads.length > 0 || content.overdue.length > 0) {
          const { subject, text } = digestEmail(content, {
            day: digest.day,
            publicBaseUrl,
            timeZone,
          });
          await transport.sendMail({ from: NOTIFICATION_SENDER, to: digest.email, subject, text });
          log.info(where, "daily digest sent");
        }
        await db
          .updateTable("staff_digests")
          .set({ sent_at: now().toISOString(), attempts: digest.attempts + 1, last_error: null })
          .where("staff_user_id", "=", digest.staffUserId)
          .where("day", "=", digest.day)
          .execute();
      } catch (error) {
        const attempts = digest.attempts + 1;
        await db
          .updateTable("staff_digests")
          .set(retryLater(attempts, error))
          .where("staff_user_id", "=", digest.staffUserId)
          .where("day", "=", digest.day)
          .execute();
        log.warn({ ...where, attempts, err: error }, "daily digest failed; will retry");
      }
    }
    return due.length;
  }

  // The leads due now go to the admins in one e-mail, so a backlog is not a flood.
  async function sendEscalations(): Promise<number> {
    const due = await db
      .selectFrom("escalation_notices")
      .select(["lead_id", "due_at", "attempts"])
      .where("sent_at", "is", null)
      .where("due_at", "<=", now().toISOString())
      .orderBy("due_at")
      .limit(BATCH_SIZE)
      .execute();
    const claimed: typeof due = [];
    for (const notice of due) {
      const row = await db
        .updateTable("escalation_notices")
        .set({ due_at: lease() })
        .where("lead_id", "=", notice.lead_id)
        .where("due_at", "=", notice.due_at)
        .where("sent_at", "is", null)
        .returning("lead_id")
        .executeTakeFirst();
      if (row !== undefined) claimed.push(notice);
    }
    if (claimed.length === 0) return due.length;
    const ids = claimed.map((notice) => notice.lead_id);
    try {
      const admins = await db
        .selectFrom("staff_users")
        .select("email")
        .where("role", "=", "admin")
        .where("disabled_at", "is", null)
        .orderBy("id")
        .execute();
      if (admins.length === 0) throw new Error("no active admin account to tell");
      const leads = await selectLeadsWithOwner(db)
        .select(["leads.id", "leads.name", "leads.company", "leads.kind", "leads.created_at"])
        .where("leads.id", "in", ids)
        .orderBy("leads.created_at")
        .execute();
      const { subject, text } = escalationEmail(
        leads.map((lead) => ({ ...lead, owner: leadOwnerName(lead) })),
        { thresholdHours: options.escalationHours, publicBaseUrl, timeZone },
      );
      await transport.sendMail({
        from: NOTIFICATION_SENDER,
        to: admins.map((admin) => admin.email),
        subject,
        text,
      });
      await db
        .updateTable("escalation_notices")
        .set((eb) => ({
          sent_at: now().toISOString(),
          attempts: eb("attempts", "+", 1),
          last_error: null,
        }))
        .where("lead_id", "in", ids)
        .execute();
      log.info({ leadIds: ids }, "untouched-lead notice sent");
    } catch (error) {
      for (const notice of claimed) {
        const attempts = notice.attempts + 1;
        await db
          .updateTable("escalation_notices")
          .set(retryLater(attempts, error))
          .where("lead_id", "=", notice.lead_id)
          .execute();
      }
      log.warn({ leadIds: ids, err: error }, "untouched-lead notice failed; will retry");
    }
    return due.length;
  }

  return {
    async drain(): Promise<number> {
      return (await sendDigests()) + (await sendEscalations());
    },
    close: () => transport.close(),
  };
}
