import type { Kysely } from "kysely";
import type { AppConfig } from "../config";
import type { Database } from "../infrastructure/database/schema";
import { createPeriodicTask } from "../infrastructure/periodic-task";
import { createThrottleNoticeSender } from "../staff/auth/throttle-notice";
import { googleChatMessage, slackMessage, teamsMessage } from "./chat-messages";
import { createChatWebhook } from "./chat-webhook";
import { createLeadMailer } from "./lead-mailer";
import { createLeadWebhook } from "./lead-webhook";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./outbox-worker";

export type NotifierTuning = Pick<OutboxWorkerOptions, "now" | "retryPolicy" | "pollIntervalMs">;

/**
 * The outbox worker for the channels the configuration enables, and with SMTP_URL the staff
 * members' sign-in notices (not yet polling: call start). Stopping it also releases the mail
 * connections.
 */
export function createNotifier(
  config: AppConfig,
  db: Kysely<Database>,
  log: OutboxWorkerOptions["log"],
  tuning: NotifierTuning = {},
): OutboxWorker {
  const senders: OutboxWorkerOptions["senders"] = {};
  const mailer =
    config.smtpUrl !== undefined && config.leadNotifyTo.length > 0
      ? createLeadMailer({
          smtpUrl: config.smtpUrl,
          to: config.leadNotifyTo,
          routes: config.leadNotifyRoutes,
        })
      : undefined;
  if (mailer !== undefined) senders.email = mailer.send;
  if (config.webhookUrl !== undefined && config.webhookSecret !== undefined) {
    senders.webhook = createLeadWebhook({ url: config.webhookUrl, secret: config.webhookSecret });
  }
  if (config.slackWebhookUrl !== undefined) {
    senders.slack = createChatWebhook({
      url: config.slackWebhookUrl,
      name: "Slack",
      format: slackMessage,
    });
  }
  if (config.teamsWebhookUrl !== undefined) {
    senders.teams = createChatWebhook({
      url: config.teamsWebhookUrl,
      name: "Teams",
      format: teamsMessage,
    });
  }
  if (config.googleChatWebhookUrl !== undefined) {
    senders.google_chat = createChatWebhook({
      url: config.googleChatWebhookUrl,
      name: "Google Chat",
      format: googleChatMessage,
    });
  }
  const worker = createOutboxWorker({
    db,
    dialect: config.database.dialect,
    senders,
    publicBaseUrl: config.publicBaseUrl,
    log,
    ...tuning,
  });
  const notices =
    config.smtpUrl === undefined
      ? undefined
      : createThrottleNoticeSender({ db, smtpUrl: config.smtpUrl, log, ...tuning });
  const noticeTask =
    notices === undefined
      ? undefined
      : createPeriodicTask({
          work: notices.drain,
          intervalMs: tuning.pollIntervalMs ?? 3000,
          onError: (error) => log.warn({ err: error }, "sign-in notice poll failed"),
        });
  return {
    async drain() {
      return (await worker.drain()) + ((await noticeTask?.run()) ?? 0);
    },
    start() {
      worker.start();
      noticeTask?.start();
    },
    async stop() {
      await worker.stop();
      await noticeTask?.stop();
      mailer?.close();
      notices?.close();
    },
  };
}
