import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { CONSOLE_NOW, insertMeetings, meetingRow } from "./console-fixtures";

const RANGE = "from=2026-11-01&to=2026-11-30";
// The range's bounds on the firm's clock (India), as instants.
const START = "2026-10-31T18:30:00.000Z";
const END = "2026-11-30T18:30:00.000Z";

/** The rows of one insights table, each cell's text, header row first. */
function tableOf(html: string, id: string): string[][] {
  const section = html.split(`aria-labelledby="${id}-heading"`)[1]?.split("</section>")[0] ?? "";
  return [...section.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ""),
  );
}

describe.each(testDatabases)("meetings booked in insights on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test", now: () => CONSOLE_NOW });
  const staff = useSignedInStaff({ database, app });

  beforeEach(async () => {
    const diwali = { utm_source: "google", utm_campaign: "diwali" };
    const [estimate = 0, contact = 0, olderEstimate = 0, demo = 0] = await insertLeads(
      database.db,
      [
        leadRow({
          kind: "estimate",
          landing_page: "/estimate-builder",
          ...diwali,
          created_at: "2026-11-10T06:00:00.000Z",
        }),
        leadRow({ landing_page: "/contact?from=footer", created_at: "2026-11-12T06:00:00.000Z" }),
        // Arrived before the range; its call was booked within it.
        leadRow({
          kind: "estimate",
          landing_page: "/estimate-builder",
          ...diwali,
          created_at: "2026-10-20T06:00:00.000Z",
        }),
        leadRow({
          kind: "product_demo",
          landing_page: "/products/demo",
          utm_source: "newsletter",
          utm_campaign: "winter",
          created_at: "2026-11-15T06:00:00.000Z",
        }),
      ],
    );
    const host = staff.id();
    const call = (lead_id: number, created_at: string, status = "booked" as const) =>
      meetingRow({
        lead_id,
        staff_user_id: host,
        starts_at: "2026-12-04T05:30:00.000Z",
        created_at,
        status,
      });
    await insertMeetings(database.db, [
      call(estimate, "2026-11-10T07:00:00.000Z"),
      { ...call(contact, "2026-11-12T07:00:00.000Z"), status: "held" },
      { ...call(olderEstimate, "2026-11-05T07:00:00.000Z"), status: "no_show" },
      // Cancelled calls are left out.
      { ...call(demo, "2026-11-16T07:00:00.000Z"), status: "cancelled" },
      // 00:30 on 1 November in India: inside; 01:30 on 1 December: outside.
      call(contact, "2026-10-31T19:00:00.000Z"),
      call(estimate, "2026-11-30T20:00:00.000Z"),
    ]);
  });

  it("counts calls booked in the range beside the leads of each page, campaign and form", async () => {
    const html = await staff.page(`/admin/insights?${RANGE}`);
    expect(html).toContain("<dt>Meetings booked</dt><dd>4</dd>");
    expect(tableOf(html, "meetings-by-page")).toEqual([
      ["Page", "Leads", "Meetings booked"],
      ["/contact", "1", "2"],
      ["/estimate-builder", "1", "2"],
      ["/products/demo", "1", "0"],
    ]);
    expect(tableOf(html, "meetings-by-campaign")).toEqual([
      ["Campaign", "Source", "Leads", "Meetings booked"],
      ["diwali", "google", "1", "2"],
      ["winter", "newsletter", "1", "0"],
    ]);
    expect(tableOf(html, "meetings-by-form")).toEqual([
      ["Form", "Leads", "Meetings booked"],
      ["Contact", "1", "2"],
      ["Estimate", "1", "2"],
      ["Product demo", "1", "0"],
    ]);

    const csv = await staff.get(`/admin/insights/meetings-by-form.csv?${RANGE}`);
    expect(csv.statusCode).toBe(200);
    expect(parse(csv.body.replace(/^\uFEFF/, ""))).toEqual([
      ["Form", "Leads", "Meetings booked"],
      ["Contact", "1", "2"],
      ["Estimate", "1", "2"],
      ["Product demo", "1", "0"],
    ]);
  });

  it("shows the same numbers the database holds", async () => {
    const { rows } = await sql<{ kind: string; meetings: string | number }>`
      select leads.kind as kind, count(*) as meetings
      from meetings join leads on leads.id = meetings.lead_id
      where meetings.created_at >= ${START} and meetings.created_at < ${END}
        and meetings.status <> 'cancelled'
      group by leads.kind`.execute(database.db);
    const fromDatabase = Object.fromEntries(rows.map((row) => [row.kind, Number(row.meetings)]));
    expect(fromDatabase).toEqual({ contact: 2, estimate: 2 });

    const html = await staff.page(`/admin/insights?${RANGE}`);
    const shown = Object.fromEntries(
      tableOf(html, "meetings-by-form")
        .slice(1)
        .filter((row) => row[2] !== "0")
        .map((row) => [row[0] === "Contact" ? "contact" : "estimate", Number(row[2])]),
    );
    expect(shown).toEqual(fromDatabase);
    const total = Object.values(fromDatabase).reduce((sum, count) => sum + count, 0);
    expect(html).toContain(`<dt>Meetings booked</dt><dd>${total}</dd>`);
  });

  it("says so when the range holds no leads and no calls", async () => {
    const html = await staff.page("/admin/insights?from=2026-01-01&to=2026-01-31");
    expect(html).toContain("<dt>Meetings booked</dt><dd>0</dd>");
    expect(html).toContain("No leads or booked calls in this range.");
  });
});
