import type { Kysely } from "kysely";
import { staffName } from "../../console/views/staff-name";
import type { Database, MeetingStatus } from "../../infrastructure/database/schema";

type Db = Kysely<Database>;

/** A meeting as the console's lists show it, read straight from the meetings table. */
export interface MeetingRow {
  id: string;
  uid: string;
  leadId: number;
  /** The lead's name as it stands now, which staff may have corrected since the booking. */
  leadName: string;
  staffUserId: number;
  hostName: string;
  title: string;
  startsAt: string;
  endsAt: string;
  status: MeetingStatus;
  sequence: number;
  visitorName: string;
  visitorEmail: string;
  bookedBy: "visitor" | "staff";
  updatedAt: string;
}

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
      "meetings.booked_by",
      "meetings.updated_at",
      "leads.name as lead_name",
      "staff_users.email as host_email",
      "staff_users.display_name as host_display_name",
      "meeting_types.title",
    ]);

type SelectedMeeting = Awaited<ReturnType<ReturnType<typeof selectMeetings>["execute"]>>[number];

function toMeetingRow(row: SelectedMeeting): MeetingRow {
  return {
    id: row.id,
    uid: row.uid,
    leadId: Number(row.lead_id),
    leadName: row.lead_name,
    staffUserId: Number(row.staff_user_id),
    hostName: staffName({ display_name: row.host_display_name, email: row.host_email }),
    // A type no longer configured still names the call by its code.
    title: row.title ?? row.meeting_type,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    sequence: Number(row.sequence),
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    bookedBy: row.booked_by,
    updatedAt: row.updated_at,
  };
}

/**
 * Meetings starting in [from, to) (UTC ISO), in time order: one host's, or everyone's when
 * `staffUserId` is undefined.
 */
export async function meetingsBetween(
  db: Db,
  range: { from: string; to: string; staffUserId: number | undefined },
): Promise<MeetingRow[]> {
  let query = selectMeetings(db)
    .where("meetings.starts_at", ">=", range.from)
    .where("meetings.starts_at", "<", range.to);
  if (range.staffUserId !== undefined) {
    query = query.where("meetings.staff_user_id", "=", range.staffUserId);
  }
  const rows = await query.orderBy("meetings.starts_at").orderBy("meetings.id").execute();
  return rows.map(toMeetingRow);
}

/** One host's meetings starting at `from` or later, for their calendar feed. */
export async function meetingsOfHostSince(
  db: Db,
  staffUserId: number,
  from: string,
): Promise<MeetingRow[]> {
  const rows = await selectMeetings(db)
    .where("meetings.staff_user_id", "=", staffUserId)
    .where("meetings.starts_at", ">=", from)
    .orderBy("meetings.starts_at")
    .orderBy("meetings.id")
    .execute();
  return rows.map(toMeetingRow);
}

/** A lead's meetings, latest start first. */
export async function meetingsOfLeadRows(db: Db, leadId: number): Promise<MeetingRow[]> {
  const rows = await selectMeetings(db)
    .where("meetings.lead_id", "=", leadId)
    .orderBy("meetings.starts_at", "desc")
    .orderBy("meetings.id")
    .execute();
  return rows.map(toMeetingRow);
}

/** One meeting, or undefined when there is none with that id. */
export async function findMeetingRow(db: Db, meetingId: string): Promise<MeetingRow | undefined> {
  const row = await selectMeetings(db).where("meetings.id", "=", meetingId).executeTakeFirst();
  return row === undefined ? undefined : toMeetingRow(row);
}

const MEETING_ID = /^[0-9a-f-]{36}$/;

/** A meeting id from a path, checked before it reaches a query. */
export function meetingIdParam(params: unknown): string | undefined {
  const value = (params as { meetingId?: unknown } | undefined)?.meetingId;
  if (typeof value !== "string" || value.length !== 36) return undefined;
  const lower = value.toLowerCase();
  return MEETING_ID.test(lower) ? lower : undefined;
}
