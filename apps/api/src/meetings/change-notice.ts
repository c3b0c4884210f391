import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";

// The notice a visitor must give to change a meeting through its e-mailed links or the booking
// page, as admins set it in the console: the booking calls, the reminders' links and the
// settings page all read it here.

// The migration's own default, should its one settings row be missing.
const DEFAULT_CHANGE_NOTICE_MINUTES = 120;

const MINUTE_MS = 60_000;

/** The notice a visitor must give to change a meeting online, in minutes. */
export async function changeNoticeMinutes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("meeting_settings")
    .select("change_notice_minutes")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row === undefined ? DEFAULT_CHANGE_NOTICE_MINUTES : Number(row.change_notice_minutes);
}

/** Whether a visitor may still change a meeting starting at `startsAt` through its links. */
export async function visitorCanChange(
  db: Kysely<Database>,
  startsAt: string,
  now: Date,
): Promise<boolean> {
  const notice = await changeNoticeMinutes(db);
  return now.getTime() <= Date.parse(startsAt) - notice * MINUTE_MS;
}
