import type { Kysely, Transaction } from "kysely";
import type { Transporter } from "nodemailer";
import { z } from "zod";
import type { Database } from "../../infrastructure/database/schema";
import { defineJob, type JobConfig, type JobContext } from "../../jobs/job";
import { NOTIFICATION_SENDER } from "../../notifications/lead-mailer";
import { visitorCanChange } from "../change-notice";
import { meetingLinkSecret, signManageToken } from "../meeting-links";
import { findMeeting, type MeetingView } from "../meeting-repository";
import { inviteCopy } from "./invite-copy";
import { type CalendarMethod, meetingCalendar } from "./meeting-calendar";
import {
  calendarDescription,
  type ManageLinks,
  type MeetingEmail,
  manageLinks,
  meetingEmail,
  type Recipient,
} from "./meeting-emails";

export const MEETING_INVITE_KIND = "meeting-invite";
export const MEETING_REMINDER_KIND = "meeting-reminder";

const HOUR_MS = 3_600_000;

/** How long before the start each reminder goes out. */
export const REMINDER_LEAD_MS = { "24h": 24 * HOUR_MS, "1h": HOUR_MS } as const;
export type ReminderBefore = keyof typeof REMINDER_LEAD_MS;

// The firm writes from the address its other mails use, under its own name.
const SENDER = {
  name: inviteCopy.firmName,
  address: NOTIFICATION_SENDER.slice(
    NOTIFICATION_SENDER.indexOf("<") + 1,
    NOTIFICATION_SENDER.lastIndexOf(">"),
  ),
};

const hasSmtp = (config: JobConfig) => config.smtpUrl !== undefined;

const meetingId = z.string().regex(/^[0-9a-f-]{36}$/);
const sequence = z.number().int().min(0).max(999_999);

function mailOf(ctx: JobContext): Transporter {
  if (ctx.mail === undefined) throw new Error("No SMTP server is configured");
  return ctx.mail;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Where the host works the lead; notification e-mails link the same page. */
const leadPageOf = (publicBaseUrl: string, meeting: MeetingView) =>
  `${publicBaseUrl}/admin/leads/${meeting.leadId}`;

/** The visitor reads times in the zone they booked from, the host on the firm's clock. */
const zoneFor = (meeting: MeetingView, to: Recipient, firmTimeZone: string) =>
  to === "visitor" && isTimeZone(meeting.visitorTimeZone) ? meeting.visitorTimeZone : firmTimeZone;

async function visitorLinks(ctx: JobContext, meeting: MeetingView): Promise<ManageLinks> {
  const token = signManageToken(await meetingLinkSecret(ctx.db), meeting.id, meeting.sequence);
  return manageLinks(ctx.config.publicBaseUrl, token);
}

async function send(
  mail: Transporter,
  meeting: MeetingView,
  to: Recipient,
  email: MeetingEmail,
  calendar?: { method: CalendarMethod; content: string },
) {
  const visitor = { name: meeting.visitorName, address: meeting.visitorEmail };
  const host = { name: meeting.hostName, address: meeting.hostEmail };
  await mail.sendMail({
    from: SENDER,
    to: to === "visitor" ? visitor : host,
    // A reply reaches the other side of the call.
    replyTo: to === "visitor" ? host : visitor,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(calendar === undefined
      ? {}
      : {
          icalEvent: {
            method: calendar.method,
            filename: calendar.method === "CANCEL" ? "cancel.ics" : "invite.ics",
            content: calendar.content,
          },
        }),
  });
}

/**
 * The invitation to one invitee as the meeting stands: a REQUEST, or a CANCEL once it is
 * cancelled. A job queued for an older sequence sends nothing: the change that raised the
 * sequence queued its own.
 */
export const meetingInviteJob = defineJob({
  kind: MEETING_INVITE_KIND,
  schema: z.object({ meetingId, sequence, to: z.enum(["visitor", "host"]) }),
  ready: hasSmtp,
  async handle(payload, ctx) {
    const mail = mailOf(ctx);
    const meeting = await findMeeting(ctx.db, payload.meetingId);
    if (meeting === undefined || meeting.sequence !== payload.sequence) return;
    const cancelled = meeting.status === "cancelled";
    const links =
      payload.to === "visitor" && !cancelled ? await visitorLinks(ctx, meeting) : undefined;
    const location = ctx.config.meetingLocation;
    const calendar = meetingCalendar(meeting, {
      location,
      description: calendarDescription(meeting, payload.to, links),
      now: ctx.now(),
    });
    const email = meetingEmail(meeting, {
      kind: cancelled ? "cancelled" : meeting.sequence === 0 ? "invitation" : "updated",
      to: payload.to,
      timeZone: zoneFor(meeting, payload.to, ctx.config.firmTimeZone),
      location,
      links,
      leadPage: leadPageOf(ctx.config.publicBaseUrl, meeting),
    });
    await send(mail, meeting, payload.to, email, calendar);
  },
});

const reminderRecorded = async (
  db: Kysely<Database> | Transaction<Database>,
  meeting: MeetingView,
  note: string,
) =>
  (await db
    .selectFrom("lead_events")
    .select("id")
    .where("lead_id", "=", meeting.leadId)
    .where("action", "=", "meeting_reminder")
    .where("due_at", "=", meeting.startsAt)
    .where("note", "=", note)
    .executeTakeFirst()) !== undefined;

/**
 * A reminder to the visitor and the host, then one row on the lead's timeline. Skipped when the
 * meeting moved or was cancelled since it was queued (the change queued new reminders), or when
 * it comes too late to be true: the 1-hour one took over, or the call has begun.
 */
export const meetingReminderJob = defineJob({
  kind: MEETING_REMINDER_KIND,
  schema: z.object({ meetingId, sequence, before: z.enum(["24h", "1h"]) }),
  ready: hasSmtp,
  async handle(payload, ctx) {
    const mail = mailOf(ctx);
    const meeting = await findMeeting(ctx.db, payload.meetingId);
    if (meeting === undefined || meeting.sequence !== payload.sequence) return;
    if (meeting.status !== "booked") return;
    const staleAt = Date.parse(meeting.startsAt) - (payload.before === "24h" ? HOUR_MS : 0);
    if (ctx.now().getTime() >= staleAt) return;
    const note = inviteCopy.reminderEventNote[payload.before];
    // A try that sent and recorded but was not marked done (the server died) is not repeated.
    if (await reminderRecorded(ctx.db, meeting, note)) return;

    const kind = payload.before === "24h" ? "reminder24h" : "reminder1h";
    // Links only while the booking page would still let the visitor change the meeting.
    const links = (await visitorCanChange(ctx.db, meeting.startsAt, ctx.now()))
      ? await visitorLinks(ctx, meeting)
      : undefined;
    const location = ctx.config.meetingLocation;
    for (const to of ["visitor", "host"] as const) {
      const timeZone = zoneFor(meeting, to, ctx.config.firmTimeZone);
      const leadPage = leadPageOf(ctx.config.publicBaseUrl, meeting);
      await send(
        mail,
        meeting,
        to,
        meetingEmail(meeting, { kind, to, timeZone, location, links, leadPage }),
      );
    }

    await ctx.db.transaction().execute(async (trx) => {
      // Holds the meeting's row: a second run (a worker whose lease ran out finishing late)
      // waits here, then finds the row this one wrote.
      await trx
        .updateTable("meetings")
        .set((eb) => ({ updated_at: eb.ref("updated_at") }))
        .where("id", "=", meeting.id)
        .execute();
      if (await reminderRecorded(trx, meeting, note)) return;
      await trx
        .insertInto("lead_events")
        .values({
          lead_id: meeting.leadId,
          staff_user_id: null,
          action: "meeting_reminder",
          from_status: null,
          to_status: null,
          note,
          owner_id: null,
          due_at: meeting.startsAt,
          created_at: ctx.now().toISOString(),
        })
        .execute();
    });
  },
});
