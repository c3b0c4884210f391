import { describeLeadSource } from "../leads/inbox/lead-source";
import type { NotificationLead } from "./notification-lead";

const MAX_FIELD = 200;

/**
 * What a chat message says about a new lead: who, where from, which company and a link to the
 * console. Nothing else: a chat channel is read by more people than the lead inbox, so no
 * e-mail, phone or message text goes there.
 */
export interface ChatLeadSummary {
  name: string;
  source: string;
  company: string | null;
  consoleUrl: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, MAX_FIELD);

export function chatLeadSummary(notification: NotificationLead): ChatLeadSummary {
  const { lead, consoleUrl } = notification;
  return {
    name: oneLine(lead.name),
    source: oneLine(describeLeadSource(lead)),
    company: lead.company === null || lead.company.trim() === "" ? null : oneLine(lead.company),
    consoleUrl,
  };
}

// Slack and Google Chat read <, > and & as markup (links, mentions such as <!channel>): what a
// visitor typed is escaped so it stays text.
const escapeChatMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function plainLine(summary: ChatLeadSummary): string {
  const company = summary.company === null ? "" : ` (${escapeChatMarkup(summary.company)})`;
  return `New lead: ${escapeChatMarkup(summary.name)}${company} · ${escapeChatMarkup(summary.source)}`;
}

/** Slack incoming webhook: `text` with a `<url|label>` link. */
export function slackMessage(summary: ChatLeadSummary) {
  return {
    text: `${plainLine(summary)}\n<${summary.consoleUrl}|Open the lead in the console>`,
  };
}

/** Google Chat incoming webhook: the same `text` syntax as Slack. */
export function googleChatMessage(summary: ChatLeadSummary) {
  return {
    text: `${plainLine(summary)}\n<${summary.consoleUrl}|Open the lead in the console>`,
  };
}

// Adaptive Card text is Markdown: a name like "[x](https://evil)" would become a link.
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, "\\$&");

/** Microsoft Teams (Workflows or connector) incoming webhook: an Adaptive Card in a message. */
export function teamsMessage(summary: ChatLeadSummary) {
  const facts = [
    { title: "Name", value: escapeMarkdown(summary.name) },
    { title: "Source", value: escapeMarkdown(summary.source) },
    ...(summary.company === null
      ? []
      : [{ title: "Company", value: escapeMarkdown(summary.company) }]),
  ];
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: "New lead", weight: "Bolder", size: "Medium" },
            { type: "FactSet", facts },
          ],
          actions: [
            {
              type: "Action.OpenUrl",
              title: "Open the lead in the console",
              url: summary.consoleUrl,
            },
          ],
        },
      },
    ],
  };
}
