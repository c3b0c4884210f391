import type { Kysely } from "kysely";
import type { AppConfig } from "../config";
import type { Database } from "../db/schema";
import { createLeadMailer } from "./lead-mailer";
import { createLeadWebhook } from "./lead-webhook";
import {
  type ChannelSender,
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from "./outbox-worker";

export type NotifierTuning = Pick<OutboxWorkerOptions, "now" | "retryPolicy" | "pollIntervalMs">;

/**
 * The outbox worker for the channels the configuration enables (not yet polling: call start).
 * Stopping it also releases the mail connection.
 */
export function createNotifier(
  config: AppConfig,
  db: Kysely<Database>,
  log: OutboxWorkerOptions["log"],
  tuning: NotifierTuning = {},
): OutboxWorker {
  const senders: { email?: ChannelSender; webhook?: ChannelSender } = {};
  const mailer =
    config.smtpUrl !== undefined && config.leadNotifyTo.length > 0
      ? createLeadMailer({ smtpUrl: config.smtpUrl, to: config.leadNotifyTo })
      : undefined;
  if (mailer !== undefined) senders.email = mailer.send;
  if (config.webhookUrl !== undefined && config.webhookSecret !== undefined) {
    senders.webhook = createLeadWebhook({ url: config.webhookUrl, secret: config.webhookSecret });
  }
  const worker = createOutboxWorker({
    db,
    dialect: config.database.dialect,
    senders,
    publicBaseUrl: config.publicBaseUrl,
    log,
    ...tuning,
  });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      mailer?.close();
    },
  };
}
