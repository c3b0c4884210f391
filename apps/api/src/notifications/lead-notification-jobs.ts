import { z } from "zod";
import { defineJob, type JobContext } from "../jobs/job";
import { googleChatMessage, slackMessage, teamsMessage } from "./chat-messages";
import { createChatWebhook } from "./chat-webhook";
import { sendLeadEmail } from "./lead-mailer";
import { createLeadWebhook } from "./lead-webhook";
import { CHAT_MESSAGE_KIND, LEAD_EMAIL_KIND, LEAD_WEBHOOK_KIND } from "./notification-channels";
import { loadNotificationLead } from "./notification-lead";

// The jobs a lead save writes in the lead's own transaction, one per configured channel.

const leadId = z.number().int().positive();

const load = (ctx: JobContext, id: number, withResume: boolean) =>
  loadNotificationLead(ctx.db, id, { publicBaseUrl: ctx.config.publicBaseUrl, withResume });

export const leadEmailJob = defineJob({
  kind: LEAD_EMAIL_KIND,
  schema: z.object({ leadId }),
  ready: (config) => config.smtpUrl !== undefined && config.leadNotifyTo.length > 0,
  async handle(payload, ctx) {
    if (ctx.mail === undefined) throw new Error("No SMTP server is configured");
    const notification = await load(ctx, payload.leadId, true);
    // An erased lead leaves nothing to send.
    if (notification === undefined) return;
    await sendLeadEmail(ctx.mail, notification, {
      to: ctx.config.leadNotifyTo,
      routes: ctx.config.leadNotifyRoutes,
    });
  },
});

export const leadWebhookJob = defineJob({
  kind: LEAD_WEBHOOK_KIND,
  schema: z.object({ leadId }),
  ready: (config) => config.webhookUrl !== undefined && config.webhookSecret !== undefined,
  async handle(payload, ctx) {
    const { webhookUrl, webhookSecret } = ctx.config;
    if (webhookUrl === undefined || webhookSecret === undefined) {
      throw new Error("No webhook is configured");
    }
    const notification = await load(ctx, payload.leadId, false);
    if (notification === undefined) return;
    await createLeadWebhook({ url: webhookUrl, secret: webhookSecret })(notification);
  },
});

const CHAT_TOOLS = {
  slack: { name: "Slack", url: "slackWebhookUrl", format: slackMessage },
  teams: { name: "Teams", url: "teamsWebhookUrl", format: teamsMessage },
  google_chat: { name: "Google Chat", url: "googleChatWebhookUrl", format: googleChatMessage },
} as const;

export const chatMessageJob = defineJob({
  kind: CHAT_MESSAGE_KIND,
  schema: z.object({ leadId, tool: z.enum(["slack", "teams", "google_chat"]) }),
  ready: (config) => Object.values(CHAT_TOOLS).some((tool) => config[tool.url] !== undefined),
  async handle(payload, ctx) {
    const tool = CHAT_TOOLS[payload.tool];
    const url = ctx.config[tool.url];
    // Another server may have this tool configured; this one retries later.
    if (url === undefined) throw new Error(`No ${tool.name} webhook is configured here`);
    const notification = await load(ctx, payload.leadId, false);
    if (notification === undefined) return;
    await createChatWebhook({ url, name: tool.name, format: tool.format })(notification);
  },
});
