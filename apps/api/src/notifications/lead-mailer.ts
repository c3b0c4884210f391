import { leadEmail } from "./lead-email";
import type { NotificationLead } from "./notification-lead";
import { createSmtpTransport } from "./smtp-transport";

export const NOTIFICATION_SENDER = '"Kaizen Fusion website" <hello@kaizenfusion.in>';

export interface LeadMailer {
  send(notification: NotificationLead): Promise<void>;
  close(): void;
}

/**
 * Sends lead e-mails over `smtpUrl` to the recipients routed for the lead's kind, else to `to`;
 * a candidate's resume travels as a PDF attachment.
 */
export function createLeadMailer(options: {
  smtpUrl: string;
  to: string[];
  routes?: Partial<Record<string, string[]>>;
}): LeadMailer {
  const transport = createSmtpTransport(options.smtpUrl);
  return {
    async send(notification) {
      const { subject, text, html } = leadEmail(notification);
      await transport.sendMail({
        from: NOTIFICATION_SENDER,
        to: options.routes?.[notification.lead.kind] ?? options.to,
        subject,
        text,
        html,
        attachments:
          notification.resume === undefined
            ? []
            : [
                {
                  filename: notification.resume.fileName,
                  content: notification.resume.content,
                  contentType: "application/pdf",
                },
              ],
      });
    },
    close: () => transport.close(),
  };
}
