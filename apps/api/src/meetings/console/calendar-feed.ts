import { createHash, randomBytes } from "node:crypto";
import ical, { ICalEventStatus } from "ical-generator";
import type { Kysely } from "kysely";
import { consoleCopy } from "../../console/views/console-copy";
import { staffName } from "../../console/views/staff-name";
import type { Database } from "../../infrastructure/database/schema";
import { meetingsStarting } from "../meeting-repository";
import { meetingsCopy } from "./meetings-copy";

type Db = Kysely<Database>;
const copy = meetingsCopy.feed;

/** Where a feed is read: outside /admin, since a calendar app has no session. */
export const FEED_PATH_PREFIX = "/calendar/";
/** A feed token: 32 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How far back a feed reaches, so last month's calls stay in the calendar. */
export const FEED_DAYS_BACK = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const feedUrl = (publicBaseUrl: string, token: string) =>
  `${publicBaseUrl}${FEED_PATH_PREFIX}${token}.ics`;

/** When the staff member's feed was made, or undefined when they have none. */
export async function feedCreatedAt(db: Db, staffUserId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("staff_calendar_feeds")
    .select("created_at")
    .where("staff_user_id", "=", staffUserId)
    .executeTakeFirst();
  return row?.created_at;
}

/**
 * Makes a new secret feed token for the staff member, replacing any earlier one (which stops
 * working at once), and answers it. Only its SHA-256 is stored: the token is shown once.
 */
export async function createFeedToken(db: Db, staffUserId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staff_calendar_feeds").where("staff_user_id", "=", staffUserId).execute();
    await trx
      .insertInto("staff_calendar_feeds")
      .values({
        staff_user_id: staffUserId,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
      })
      .execute();
  });
  return token;
}

/** Turns the staff member's feed off; its address answers 404 from now on. */
export async function revokeFeed(db: Db, staffUserId: number): Promise<void> {
  await db.deleteFrom("staff_calendar_feeds").where("staff_user_id", "=", staffUserId).execute();
}

/** The active staff member a token belongs to; undefined for any other token. */
export async function feedOwner(
  db: Db,
  token: string,
): Promise<{ id: number; name: string } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("staff_calendar_feeds")
    .innerJoin("staff_users", "staff_users.id", "staff_calendar_feeds.staff_user_id")
    .select(["staff_users.id", "staff_users.email", "staff_users.display_name"])
    .where("staff_calendar_feeds.token_hash", "=", hashToken(token))
    // A disabled account's feed stops with its sign-in.
    .where("staff_users.disabled_at", "is", null)
    .executeTakeFirst();
  return row === undefined ? undefined : { id: Number(row.id), name: staffName(row) };
}

/**
 * The iCalendar text of a staff member's meetings from FEED_DAYS_BACK days ago on: each with the
 * UID and SEQUENCE of its invitations, so a calendar holding the invitation too sees one event;
 * a cancelled one as STATUS:CANCELLED, so calendars drop it.
 */
export async function buildFeed(
  db: Db,
  owner: { id: number; name: string },
  options: { publicBaseUrl: string; now: Date },
): Promise<string> {
  const since = new Date(options.now.getTime() - FEED_DAYS_BACK * DAY_MS).toISOString();
  const meetings = await meetingsStarting(db, { from: since, staffUserId: owner.id });
  const base = options.publicBaseUrl;
  const calendar = ical({
    prodId: { company: consoleCopy.firmName, product: "Meetings feed", language: "EN" },
    name: copy.calendarName(owner.name),
    // Calendar apps that honour it look again every 15 minutes.
    ttl: 15 * 60,
  });
  for (const meeting of meetings) {
    const leadUrl = `${base}/admin/leads/${meeting.leadId}`;
    calendar.createEvent({
      id: meeting.uid,
      sequence: meeting.sequence,
      stamp: new Date(meeting.updatedAt),
      start: new Date(meeting.startsAt),
      end: new Date(meeting.endsAt),
      summary: copy.eventSummary(meeting.title, meeting.visitorName),
      description: copy.eventDescription(
        meeting.visitorEmail,
        meetingsCopy.status[meeting.status],
        leadUrl,
      ),
      url: leadUrl,
      status:
        meeting.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
