import { z } from "zod";
import { defineJob } from "../../jobs/job";
import { NOTIFICATION_SENDER } from "../../notifications/lead-mailer";
import { ACCOUNT_THROTTLE } from "./sign-in";

/** The e-mail telling a staff member that wrong passwords started the sign-in waits. */
export function throttleNoticeEmail(email: string, since: string) {
  const maxMinutes = ACCOUNT_THROTTLE.maxDelayMs / 60_000;
  return {
    subject: "Sign-in attempts on your staff console account",
    text: [
      `Someone entered ${ACCOUNT_THROTTLE.freeAttempts} wrong passwords in a row for your staff console account (${email}), the last at ${since} (UTC).`,
      "",
      `From now on each further attempt has to wait longer, up to ${maxMinutes} minutes. Your password still works once the wait has passed; nothing is locked.`,
      "",
      "If this was not you, someone may be guessing your password. Ask an administrator to set a new one (npm run admin -- set-password), which also signs you out everywhere.",
    ].join("\n"),
  };
}

/** The notice that sign-in queues when wrong passwords start the waits; see queueThrottleNotice. */
export const throttleNoticeJob = defineJob({
  kind: "sign-in-throttle-notice",
  schema: z.object({ staffUserId: z.number().int().positive(), since: z.iso.datetime() }),
  ready: (config) => config.smtpUrl !== undefined,
  async handle({ staffUserId, since }, ctx) {
    if (ctx.mail === undefined) throw new Error("No SMTP server is configured");
    const user = await ctx.db
      .selectFrom("staff_users")
      .select("email")
      .where("id", "=", staffUserId)
      .executeTakeFirst();
    // The account was removed since.
    if (user === undefined) return;
    const { subject, text } = throttleNoticeEmail(user.email, since.slice(0, 19).replace("T", " "));
    await ctx.mail.sendMail({ from: NOTIFICATION_SENDER, to: user.email, subject, text });
  },
});
