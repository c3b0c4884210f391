import type { Transporter } from "nodemailer";
import { leadEmail } from "./lead-email";
import type { NotificationLead } from "./notification-lead";

export const NOTIFICATION_SENDER = '"Kaizen Fusion website" <hello@kaizenfusion.in>';

/**
 * Sends the lead e-mail to the recipients routed for the lead's kind, else to `to`; a candidate's
 * resume travels as a PDF attachment.
 */
export async function sendLeadEmail(
  transport: Transporter,
  notification: NotificationLead,
  options: { to: string[]; routes?: Partial<Record<string, string[]>> },
): Promise<void> {
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
}
