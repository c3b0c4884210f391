import type { AppConfig } from "../config";
import type { OutboxChannel } from "../db/schema";

/**
 * The notification channels a new lead is queued for: e-mail when an SMTP server and recipients
 * are configured, the webhook when its URL is.
 */
export function outboxChannels(
  config: Pick<AppConfig, "smtpUrl" | "leadNotifyTo" | "webhookUrl">,
): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (config.smtpUrl !== undefined && config.leadNotifyTo.length > 0) channels.push("email");
  if (config.webhookUrl !== undefined) channels.push("webhook");
  return channels;
}
