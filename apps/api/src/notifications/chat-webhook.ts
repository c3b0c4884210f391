import { type ChatLeadSummary, chatLeadSummary } from "./chat-messages";
import type { NotificationLead } from "./notification-lead";

const TIMEOUT_MS = 10_000;

/** Posts a chat tool's JSON message for each lead; any answer but 2xx, or none in 10 s, fails and is retried. */
export function createChatWebhook(options: {
  url: string;
  name: string;
  format: (summary: ChatLeadSummary) => unknown;
}) {
  return async function sendChatMessage(notification: NotificationLead): Promise<void> {
    const response = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "kaizenfusion-lead-webhook",
      },
      body: JSON.stringify(options.format(chatLeadSummary(notification))),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`${options.name} answered HTTP ${response.status}`);
  };
}
