import type { Kysely } from "kysely";
import { staffName } from "../console/views/staff-name";
import type { Database, MeetingStatus } from "../infrastructure/database/schema";

// Every read of meetings for showing them: the booking calls, the console's lists and the mails
// all see a meeting through the one select and the one view below, as it stands now.

/** A meeting with its lead, host and type, as the booking calls, the console and the mails show it. */
export interface MeetingView {
  id: string;
  /** The calendar UID, kept through every change. */
  uid: string;
  leadId: number;
  /** The lead's name as it stands now, which staff may have corrected since the booking. */
  leadName: string;
  staffUserId: number;
  hostName: string;
  hostEmail: string;
  meetingType: string;
  title: string;
  minutes: number;
  startsAt: string;
  endsAt: string;
  status: MeetingStatus;
  sequence: number;
  visitorName: string;
  visitorEmail: string;
  /** The zone the visitor booked from; the firm's when staff booked for them. */
  visitorTimeZone: string;
  bookedBy: "visitor" | "staff";
  updatedAt: string;
}

// A transaction is a Kysely too: the booking service reads its own writes through these.
type Db = Kysely<Database>;

const MINUTE_MS = 60_000;

const selectMeetings = (db: Db) =>
  db
    .selectFrom("meetings")
    .innerJoin("leads", "leads.id", "meetings.lead_id")
    .innerJoin("staff_users", "staff_users.id", "meetings.staff_user_id")
    .leftJoin("meeting_types", "meeting_types.code", "meetings.meeting_type")
    .select([
      "meetings.id",
      "meetings.uid",
      "meetings.lead_id",
      "meetings.staff_user_id",
      "meetings.meeting_type",
      "meetings.starts_at",
      "meetings.ends_at",
      "meetings.status",
      "meetings.sequence",
      "meetings.visitor_name",
      "meetings.visitor_email",
      "meetings.visitor_time_zone",
      "meetings.booked_by",
      "meetings.updated_at",
      "leads.name as lead_name",
      "staff_users.email as host_email",
      "staff_users.display_name as host_display_name",
      "meeting_types.title",
    ]);

type SelectedMeeting = Awaited<ReturnType<ReturnType<typeof selectMeetings>["execute"]>>[number];

function toMeetingView(row: SelectedMeeting): MeetingView {
  return {
    id: row.id,
    uid: row.uid,
    leadId: Number(row.lead_id),
    leadName: row.lead_name,
    staffUserId: Number(row.staff_user_id),
    hostName: staffName({ display_name: row.host_display_name, email: row.host_email }),
    hostEmail: row.host_email,
    meetingType: row.meeting_type,
    // A type an admin removed since still names the call by its code.
    title: row.title ?? row.meeting_type,
    minutes: Math.round((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / MINUTE_MS),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    sequence: Number(row.sequence),
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    visitorTimeZone: row.visitor_time_zone,
    bookedBy: row.booked_by,
    updatedAt: row.updated_at,
  };
}

/** One meeting, or undefined when there is none with that id (or it went with its erased lead). */
export async function findMeeting(db: Db, meetingId: string): Promise<MeetingView | undefined> {
  const row = await selectMeetings(db).where("meetings.id", "=", meetingId).executeTakeFirst();
  return row === undefined ? undefined : toMeetingView(row);
}

/** A lead's meetings, latest start first. */
export async function meetingsOfLead(db: Db, leadId: number): Promise<MeetingView[]> {
  const rows = await selectMeetings(db)
    .where("meetings.lead_id", "=", leadId)
    .orderBy("meetings.starts_at", "desc")
    .orderBy("meetings.id")
    .execute();
  return rows.map(toMeetingView);
}

/** The lead's booked call still to come, if it has one. */
export async function upcomingMeetingOfLead(
  db: Db,
  leadId: number,
  now: Date,
): Promise<MeetingView | undefined> {
  const row = await selectMeetings(db)
    .where("meetings.lead_id", "=", leadId)
    .where("meetings.status", "=", "booked")
    .where("meetings.starts_at", ">", now.toISOString())
    .orderBy("meetings.starts_at")
    .executeTakeFirst();
  return row === undefined ? undefined : toMeetingView(row);
}

/**
 * Meetings starting at `from` or later (UTC ISO), and before `to` when given, in time order: one
 * host's, or everyone's when `staffUserId` is undefined.
 */
export async function meetingsStarting(
  db: Db,
  range: { from: string; to?: string; staffUserId: number | undefined },
): Promise<MeetingView[]> {
  let query = selectMeetings(db).where("meetings.starts_at", ">=", range.from);
  if (range.to !== undefined) query = query.where("meetings.starts_at", "<", range.to);
  if (range.staffUserId !== undefined) {
    query = query.where("meetings.staff_user_id", "=", range.staffUserId);
  }
  const rows = await query.orderBy("meetings.starts_at").orderBy("meetings.id").execute();
  return rows.map(toMeetingView);
}
