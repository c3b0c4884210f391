import type { Kysely } from "kysely";
import type { AppConfig } from "../../config";
import type { Database } from "../../infrastructure/database/schema";
import { createPeriodicTask } from "../../infrastructure/periodic-task";
import type { RetryPolicy } from "../../notifications/retry-delay";
import { scheduleDigests } from "../follow-up/daily-digest";
import { createFollowUpMailSender } from "../follow-up/follow-up-mail";
import { escalateUntouchedLeads } from "../follow-up/untouched-leads";
import { assignNewLeads } from "./round-robin";

export interface LeadWorkJobsOptions {
  now?: () => Date;
  retryPolicy?: RetryPolicy;
  intervalMs?: number;
}

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * The background work on leads after they are saved, every few seconds: round-robin owners,
 * flagging untouched leads, and (with SMTP_URL) queueing and sending the admins' notices and the
 * morning digests. Nothing here runs inside a lead save.
 */
export function createLeadWorkJobs(
  config: Pick<
    AppConfig,
    | "database"
    | "smtpUrl"
    | "publicBaseUrl"
    | "firmTimeZone"
    | "digestHour"
    | "escalationWorkingHours"
  >,
  db: Kysely<Database>,
  log: Log,
  options: LeadWorkJobsOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const timeZone = config.firmTimeZone;
  const mail =
    config.smtpUrl === undefined
      ? undefined
      : createFollowUpMailSender({
          db,
          smtpUrl: config.smtpUrl,
          publicBaseUrl: config.publicBaseUrl,
          timeZone,
          escalationHours: config.escalationWorkingHours,
          log,
          now,
          ...(options.retryPolicy === undefined ? {} : { retryPolicy: options.retryPolicy }),
        });

  async function work() {
    const assigned = await assignNewLeads(db, config.database.dialect, now());
    const escalated = await escalateUntouchedLeads(db, {
      thresholdHours: config.escalationWorkingHours,
      now: now(),
      timeZone,
      notifyAdmins: mail !== undefined,
    });
    // Without a mail server no digest could go out; none is queued to arrive stale later.
    if (mail === undefined) return { assigned, escalated, mailed: 0 };
    await scheduleDigests(db, { now: now(), timeZone, digestHour: config.digestHour });
    const mailed = await mail.drain();
    return { assigned, escalated, mailed };
  }

  const task = createPeriodicTask({
    work,
    intervalMs: options.intervalMs ?? 3000,
    onError: (error) => log.warn({ err: error }, "lead assignment and follow-up run failed"),
  });
  return {
    run: task.run,
    start: task.start,
    async stop() {
      await task.stop();
      mail?.close();
    },
  };
}
