import { z } from "zod";
import { defineJob } from "../../jobs/job";
import { NOTIFICATION_SENDER } from "../../notifications/lead-mailer";
import { leadOwnerName, selectLeadsWithOwner } from "../inbox/lead-owners";
import { digestContent, digestEmail, isEmptyDigest } from "./daily-digest";
import { escalationEmail } from "./escalation-email";

const hasSmtp = (config: { smtpUrl?: string | undefined }) => config.smtpUrl !== undefined;

/** One owner's morning digest, queued by scheduleDigests. */
export const dailyDigestJob = defineJob({
  kind: "daily-digest",
  schema: z.object({
    staffUserId: z.number().int().positive(),
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  ready: hasSmtp,
  async handle({ staffUserId, day }, ctx) {
    if (ctx.mail === undefined) throw new Error("No SMTP server is configured");
    const digest = await ctx.db
      .selectFrom("staff_digests")
      .innerJoin("staff_users", "staff_users.id", "staff_digests.staff_user_id")
      .select(["staff_digests.covers_until as coversUntil", "staff_users.email"])
      .where("staff_digests.staff_user_id", "=", staffUserId)
      .where("staff_digests.day", "=", day)
      .executeTakeFirst();
    // The account was removed since: nobody to write to.
    if (digest === undefined) return;
    const content = await digestContent(ctx.db, {
      staffUserId,
      day,
      ...digest,
      timeZone: ctx.config.firmTimeZone,
    });
    // Nothing new, nothing overdue and no task due today: the day is done without an e-mail.
    if (isEmptyDigest(content)) return;
    const { subject, text } = digestEmail(content, {
      day,
      publicBaseUrl: ctx.config.publicBaseUrl,
      timeZone: ctx.config.firmTimeZone,
    });
    await ctx.mail.sendMail({ from: NOTIFICATION_SENDER, to: digest.email, subject, text });
  },
});

/** The admins' e-mail about the leads one escalation scan flagged, so a backlog is not a flood. */
export const escalationEmailJob = defineJob({
  kind: "escalation-email",
  schema: z.object({ leadIds: z.array(z.number().int().positive()).min(1).max(1000) }),
  ready: hasSmtp,
  async handle({ leadIds }, ctx) {
    if (ctx.mail === undefined) throw new Error("No SMTP server is configured");
    const admins = await ctx.db
      .selectFrom("staff_users")
      .select("email")
      .where("role", "=", "admin")
      .where("disabled_at", "is", null)
      .orderBy("id")
      .execute();
    if (admins.length === 0) throw new Error("no active admin account to tell");
    const leads = await selectLeadsWithOwner(ctx.db)
      .select(["leads.id", "leads.name", "leads.company", "leads.kind", "leads.created_at"])
      .where("leads.id", "in", leadIds)
      .orderBy("leads.created_at")
      .execute();
    // Erased since they were flagged.
    if (leads.length === 0) return;
    const { subject, text } = escalationEmail(
      leads.map((lead) => ({ ...lead, owner: leadOwnerName(lead) })),
      {
        thresholdHours: ctx.config.escalationWorkingHours,
        publicBaseUrl: ctx.config.publicBaseUrl,
        timeZone: ctx.config.firmTimeZone,
      },
    );
    await ctx.mail.sendMail({
      from: NOTIFICATION_SENDER,
      to: admins.map((admin) => admin.email),
      subject,
      text,
    });
  },
});
