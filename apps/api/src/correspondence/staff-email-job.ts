import { z } from "zod";
import { defineJob } from "../jobs/job";
import { NOTIFICATION_SENDER } from "../notifications/lead-mailer";

export const STAFF_EMAIL_KIND = "staff-email";

// The firm's own address, as every other e-mail it sends; the staff member is named beside it.
const FIRM_ADDRESS = NOTIFICATION_SENDER.slice(
  NOTIFICATION_SENDER.indexOf("<") + 1,
  NOTIFICATION_SENDER.lastIndexOf(">"),
);
const FIRM_NAME = "Kaizen Fusion";
const MAX_ERROR_LENGTH = 500;

/** The PDF's file name as the person's mail program shows it. */
export const quoteFileName = (number: string) => `Kaizen Fusion quotation ${number}.pdf`;

/**
 * Sends one e-mail a staff member wrote to a lead: from the firm's address, replies to the staff
 * member, with the quotation's PDF when one is attached. Marks it sent; when the queue gives up,
 * failed with the reason.
 */
export const staffEmailJob = defineJob({
  kind: STAFF_EMAIL_KIND,
  schema: z.object({ staffEmailId: z.number().int().positive() }),
  ready: (config) => config.smtpUrl !== undefined,
  async handle(payload, ctx) {
    const { db } = ctx;
    const email = await db
      .selectFrom("staff_emails")
      .leftJoin("quotes", "quotes.id", "staff_emails.quote_id")
      .select([
        "staff_emails.id",
        "staff_emails.status",
        "staff_emails.staff_name",
        "staff_emails.staff_email",
        "staff_emails.to_email",
        "staff_emails.subject",
        "staff_emails.body",
        "quotes.number as quote_number",
        "quotes.pdf as quote_pdf",
      ])
      .where("staff_emails.id", "=", payload.staffEmailId)
      .executeTakeFirst();
    // Erased with its lead, or already sent by a try whose success was not recorded.
    if (email === undefined || email.status === "sent") return;
    try {
      if (ctx.mail === undefined) throw new Error("No SMTP server is configured");
      await ctx.mail.sendMail({
        from: { name: `${email.staff_name} (${FIRM_NAME})`, address: FIRM_ADDRESS },
        replyTo: { name: email.staff_name, address: email.staff_email },
        to: email.to_email,
        subject: email.subject,
        text: email.body,
        attachments:
          email.quote_number === null || email.quote_pdf === null
            ? []
            : [
                {
                  filename: quoteFileName(email.quote_number),
                  content: Buffer.from(email.quote_pdf),
                  contentType: "application/pdf",
                },
              ],
      });
    } catch (error) {
      if (ctx.job.lastTry === true) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(
          0,
          MAX_ERROR_LENGTH,
        );
        await db
          .updateTable("staff_emails")
          .set({ status: "failed", error: reason })
          .where("id", "=", email.id)
          .execute();
      }
      throw error;
    }
    await db
      .updateTable("staff_emails")
      .set({ status: "sent", sent_at: ctx.now().toISOString(), error: null })
      .where("id", "=", email.id)
      .execute();
  },
});
