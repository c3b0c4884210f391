import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { findMeeting, type MeetingView } from "../meeting-repository";

const MEETING_ID = /^[0-9a-f-]{36}$/;

/** A meeting id from a path, checked before it reaches a query. */
function meetingIdParam(params: unknown): string | undefined {
  const value = (params as { meetingId?: unknown } | undefined)?.meetingId;
  if (typeof value !== "string" || value.length !== 36) return undefined;
  const lower = value.toLowerCase();
  return MEETING_ID.test(lower) ? lower : undefined;
}

/** The meeting a console path's `:meetingId` names; undefined when it names none. */
export async function meetingOfPath(
  db: Kysely<Database>,
  params: unknown,
): Promise<MeetingView | undefined> {
  const meetingId = meetingIdParam(params);
  return meetingId === undefined ? undefined : findMeeting(db, meetingId);
}
