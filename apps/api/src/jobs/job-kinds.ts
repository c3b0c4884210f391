import type { Kysely } from "kysely";
import type { AppConfig } from "../config";
import { staffEmailJob } from "../correspondence/staff-email-job";
import type { Database } from "../infrastructure/database/schema";
import type { TaskLog } from "../infrastructure/periodic-task";
import { dailyDigestJob, escalationEmailJob } from "../leads/follow-up/follow-up-mail";
import { meetingInviteJob, meetingReminderJob } from "../meetings/invites/meeting-mail-jobs";
import {
  chatMessageJob,
  leadEmailJob,
  leadWebhookJob,
} from "../notifications/lead-notification-jobs";
import { createSmtpTransport } from "../notifications/smtp-transport";
import { throttleNoticeJob } from "../staff/auth/throttle-notice";
import type { JobConfig, JobHandler } from "./job";
import { createJobWorker, type JobWorker, type JobWorkerOptions } from "./job-worker";

/**
 * Every kind of job the server runs. A new kind is a `defineJob({ kind, schema, handle })` next to
 * the code it belongs to, listed here; whatever needs it queues it with enqueueJob or jobRow.
 */
export const JOB_HANDLERS: readonly JobHandler[] = [
  leadEmailJob,
  leadWebhookJob,
  chatMessageJob,
  escalationEmailJob,
  dailyDigestJob,
  throttleNoticeJob,
  meetingInviteJob,
  meetingReminderJob,
  staffEmailJob,
];

export type JobTuning = Pick<
  JobWorkerOptions,
  "now" | "retryPolicy" | "pollIntervalMs" | "maxAttempts" | "handlers"
>;

/**
 * The job worker a server configured by `config` runs (not yet polling: call start), with the
 * one SMTP connection every handler shares; stopping it closes that connection.
 */
export function createJobQueue(
  config: JobConfig & Pick<AppConfig, "database">,
  db: Kysely<Database>,
  log: TaskLog,
  tuning: Partial<JobTuning> = {},
): JobWorker {
  const mail = config.smtpUrl === undefined ? undefined : createSmtpTransport(config.smtpUrl);
  const worker = createJobWorker({
    db,
    dialect: config.database.dialect,
    handlers: JOB_HANDLERS,
    config,
    mail,
    log,
    ...tuning,
  });
  return {
    drain: worker.drain,
    start: worker.start,
    async stop() {
      await worker.stop();
      mail?.close();
    },
  };
}
