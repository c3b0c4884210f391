import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Insertable, Kysely, Updateable } from "kysely";
import type {
  Database,
  MeetingsTable,
  StaffUsersTable,
} from "../../src/infrastructure/database/schema";
import { createStaff, signInCookie, staffBrowser } from "../helpers/staff-session";

/**
 * The console suites' clock: noon in Delhi on Tuesday 1 December 2026. The next seven days run to
 * Tuesday 8 December, and the week began on Monday 30 November.
 */
export const CONSOLE_NOW = new Date("2026-12-01T06:30:00.000Z");

const REP_EMAIL = "ravi@kaizenfusion.in";

/**
 * Makes a sales rep besides the suite's signed-in staff (Ravi Kumar, unless `columns` say
 * otherwise), signs them in, and answers their id and their browser.
 */
export async function signInRep(
  app: FastifyInstance,
  db: Kysely<Database>,
  columns: Updateable<StaffUsersTable> = { role: "sales", display_name: "Ravi Kumar" },
) {
  const id = await createStaff(db, REP_EMAIL, columns);
  const cookie = await signInCookie(app, REP_EMAIL);
  return { id, browser: staffBrowser(app, () => cookie) };
}

/** A stored meeting of `lead_id` with `staff_user_id`; override any column. */
export function meetingRow(
  row: Pick<Insertable<MeetingsTable>, "lead_id" | "staff_user_id" | "starts_at"> &
    Partial<Insertable<MeetingsTable>>,
): Insertable<MeetingsTable> {
  const id = randomUUID();
  return {
    id,
    uid: `${id}@kaizenfusion.in`,
    meeting_type: "intro",
    ends_at: new Date(Date.parse(row.starts_at) + 30 * 60_000).toISOString(),
    status: "booked",
    sequence: 0,
    visitor_name: "Asha Rao",
    visitor_email: "asha@raotextiles.in",
    visitor_time_zone: "Asia/Kolkata",
    booked_by: "visitor",
    created_at: "2026-11-20T10:00:00.000Z",
    updated_at: "2026-11-20T10:00:00.000Z",
    ...row,
  };
}

/** Inserts meetings as given and answers their ids in order. */
export async function insertMeetings(
  db: Kysely<Database>,
  rows: Insertable<MeetingsTable>[],
): Promise<string[]> {
  await db.insertInto("meetings").values(rows).execute();
  return rows.map((row) => row.id);
}

/** The text of a page section (from its heading's id to its end), tags stripped. */
export function sectionText(html: string, headingId: string): string {
  const start = html.indexOf(`id="${headingId}"`);
  if (start < 0) return "";
  const section = html.slice(html.indexOf(">", start) + 1).split("</section>")[0] ?? "";
  return section
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The rows of the first table after a heading, each cell's text. */
export function tableRows(html: string, headingId: string): string[][] {
  const start = html.indexOf(`id="${headingId}"`);
  const section = start < 0 ? "" : (html.slice(start).split("</section>")[0] ?? "");
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(section)?.[1] ?? "";
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      (cell[1] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    ),
  );
}
