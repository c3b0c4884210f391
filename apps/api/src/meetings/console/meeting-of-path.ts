import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../infrastructure/database/schema";
import { findMeeting, type MeetingView } from "../meeting-repository";

/** A meeting id in a console address, in either case, checked before it reaches a query. */
export const meetingIdParam = z
  .string()
  .length(36)
  .transform((value) => value.toLowerCase())
  .pipe(z.string().regex(/^[0-9a-f-]{36}$/));

/** The meeting a console path's `:meetingId` names; undefined when it names none. */
export async function meetingOfPath(
  db: Kysely<Database>,
  meetingId: string | undefined,
): Promise<MeetingView | undefined> {
  return meetingId === undefined ? undefined : findMeeting(db, meetingId);
}
