import { createHmac } from "node:crypto";
import { leadJson, type NotificationLead } from "./notification-lead";

const TIMEOUT_MS = 10_000;

/** `sha256=<hex HMAC-SHA256 of the exact body>`, as receivers verify the X-Signature-256 header. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Posts the lead as JSON to the webhook; any answer but 2xx, or no answer in 10 s, fails. */
export function createLeadWebhook(options: { url: string; secret: string }) {
  return async function sendWebhook(notification: NotificationLead): Promise<void> {
    const body = JSON.stringify(leadJson(notification));
    const response = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "kaizenfusion-lead-webhook",
        "x-signature-256": webhookSignature(body, options.secret),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    // Drain the body so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
  };
}
