import type { AppConfig } from "../config";
import type { NotificationChannel } from "../infrastructure/database/schema";

/**
 * The notification channels a new lead is queued for: e-mail when an SMTP server and recipients
 * are configured, the webhook and each chat tool when its URL is. Decided once at start, so the
 * save itself only inserts the rows.
 */
export function notificationChannels(
  config: Pick<
    AppConfig,
    | "smtpUrl"
    | "leadNotifyTo"
    | "webhookUrl"
    | "slackWebhookUrl"
    | "teamsWebhookUrl"
    | "googleChatWebhookUrl"
  >,
): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (config.smtpUrl !== undefined && config.leadNotifyTo.length > 0) channels.push("email");
  if (config.webhookUrl !== undefined) channels.push("webhook");
  if (config.slackWebhookUrl !== undefined) channels.push("slack");
  if (config.teamsWebhookUrl !== undefined) channels.push("teams");
  if (config.googleChatWebhookUrl !== undefined) channels.push("google_chat");
  return channels;
}

export const LEAD_EMAIL_KIND = "lead-email";
export const LEAD_WEBHOOK_KIND = "lead-webhook";
export const CHAT_MESSAGE_KIND = "lead-chat-message";
export const LEAD_NOTIFICATION_KINDS = [LEAD_EMAIL_KIND, LEAD_WEBHOOK_KIND, CHAT_MESSAGE_KIND];

/**
 * The job kind and payload fields (besides `leadId`) that send a lead to `channel`; the lead save
 * writes them without loading the handlers.
 */
export function notificationJob(channel: NotificationChannel): {
  kind: string;
  fields: Record<string, string>;
} {
  if (channel === "email") return { kind: LEAD_EMAIL_KIND, fields: {} };
  if (channel === "webhook") return { kind: LEAD_WEBHOOK_KIND, fields: {} };
  return { kind: CHAT_MESSAGE_KIND, fields: { tool: channel } };
}

/** The channel a lead notification job goes to, read back from its kind and payload. */
export function channelOfJob(kind: string, payload: string): NotificationChannel | undefined {
  if (kind === LEAD_EMAIL_KIND) return "email";
  if (kind === LEAD_WEBHOOK_KIND) return "webhook";
  if (kind !== CHAT_MESSAGE_KIND) return undefined;
  try {
    const tool: unknown = JSON.parse(payload).tool;
    return tool === "slack" || tool === "teams" || tool === "google_chat" ? tool : undefined;
  } catch {
    return undefined;
  }
}
