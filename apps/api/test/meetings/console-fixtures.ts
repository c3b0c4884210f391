import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Database, MeetingsTable } from "../../src/infrastructure/database/schema";

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
