import type { AppConfig } from "../config";
import type { OutboxChannel } from "../infrastructure/database/schema";

/**
 * The notification channels a new lead is queued for: e-mail when an SMTP server and recipients
 * are configured, the webhook and each chat tool when its URL is. Decided once at start, so the
 * save itself only inserts the rows.
 */
export function outboxChannels(
  config: Pick<
    AppConfig,
    | "smtpUrl"
    | "leadNotifyTo"
    | "webhookUrl"
    | "slackWebhookUrl"
    | "teamsWebhookUrl"
    | "googleChatWebhookUrl"
  >,
): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (config.smtpUrl !== undefined && config.leadNotifyTo.length > 0) channels.push("email");
  if (config.webhookUrl !== undefined) channels.push("webhook");
  if (config.slackWebhookUrl !== undefined) channels.push("slack");
  if (config.teamsWebhookUrl !== undefined) channels.push("teams");
  if (config.googleChatWebhookUrl !== undefined) channels.push("google_chat");
  return channels;
}
