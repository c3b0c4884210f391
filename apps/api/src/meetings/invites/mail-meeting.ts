import type { Kysely, Transaction } from "kysely";
import { staffName } from "../../console/views/staff-name";
import type { Database, MeetingStatus } from "../../infrastructure/database/schema";

/** What the invitation and reminder mails need of a meeting, read as it stands now. */
export interface MailMeeting {
  id: string;
  uid: string;
  leadId: number;
  title: string;
  startsAt: string;
  endsAt: string;
  status: MeetingStatus;
  sequence: number;
  hostName: string;
  hostEmail: string;
  visitorName: string;
  visitorEmail: string;
  visitorTimeZone: string;
}

/** The meeting with its host and type, or undefined once it is gone (its lead erased). */
export async function loadMailMeeting(
  db: Kysely<Database> | Transaction<Database>,
  meetingId: string,
): Promise<MailMeeting | undefined> {
  const row = await db
    .selectFrom("meetings")
    .innerJoin("staff_users", "staff_users.id", "meetings.staff_user_id")
    .leftJoin("meeting_types", "meeting_types.code", "meetings.meeting_type")
    .select([
      "meetings.id",
      "meetings.uid",
      "meetings.lead_id",
      "meetings.meeting_type",
      "meetings.starts_at",
      "meetings.ends_at",
      "meetings.status",
      "meetings.sequence",
      "meetings.visitor_name",
      "meetings.visitor_email",
      "meetings.visitor_time_zone",
      "staff_users.email as host_email",
      "staff_users.display_name as host_display_name",
      "meeting_types.title",
    ])
    .where("meetings.id", "=", meetingId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    id: row.id,
    uid: row.uid,
    leadId: Number(row.lead_id),
    // A type an admin removed since still names the call by its code.
    title: row.title ?? row.meeting_type,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.status,
    sequence: Number(row.sequence),
    hostName: staffName({ display_name: row.host_display_name, email: row.host_email }),
    hostEmail: row.host_email,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    visitorTimeZone: row.visitor_time_zone,
  };
}
