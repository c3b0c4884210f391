import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads as insertRows, type LeadRow, leadRow } from "../helpers/lead-rows";
import { createStaff, postForm, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// Each lead here is someone else: the inbox shows one row per person, and these tests are about
// the leads' own columns, filters and paging.
const insertLeads = (db: Parameters<typeof insertRows>[0], rows: LeadRow[]) =>
  insertRows(
    db,
    rows.map((row, index) =>
      index === 0 ? row : { ...row, email: `person${index}.${row.email}`, phone: null },
    ),
  );

// Noon in Delhi on 25 Nov 2026. The firm's day runs from 24 Nov 18:30 UTC to 25 Nov 18:30 UTC,
// so 20:00 UTC on the 24th is "today" in the firm, though not in UTC.
const NOW = new Date("2026-11-25T06:30:00.000Z");

/** The names listed on an inbox page, top to bottom. */
const listedNames = (html: string) =>
  [...html.matchAll(/<a href="\/admin\/leads\/\d+">([^<]*)<\/a>/g)].map((match) => match[1]);

/** The board's columns: each status heading with the names of its cards. */
function boardColumns(html: string): Record<string, string[]> {
  const columns: Record<string, string[]> = {};
  for (const section of html.split('<section class="board-column"').slice(1)) {
    const heading = /<h2 id="column-([a-z]+)">/.exec(section)?.[1] ?? "?";
    columns[heading] = [
      ...section.matchAll(/<a href="\/admin\/leads\/\d+" class="board-card-name">([^<]*)<\/a>/g),
    ].map((match) => match[1] ?? "");
  }
  return columns;
}

describe.each(testDatabases)("inbox views and pipeline board on $name", (kind) => {
  beforeEach(() => {
    // Only the clock moves: timers, and so the database drivers, run as usual.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app });
  let colleague: number;

  beforeEach(async () => {
    colleague = await createStaff(database.db, "ravi@kaizenfusion.in", {
      display_name: "Ravi Kumar",
    });
  });

  const page = staff.page;

  /** Four leads, one per situation a salesperson sorts by. */
  async function seedWorkLeads() {
    await insertLeads(database.db, [
      leadRow({
        name: "Mine Overdue",
        email: "mine@example.in",
        owner_id: staff.id(),
        next_action_at: "2026-11-20T05:00:00.000Z",
        next_action_text: "Send the revised quote",
        first_touched_at: "2026-11-19T05:00:00.000Z",
        created_at: "2026-11-19T04:00:00.000Z",
      }),
      leadRow({
        name: "Colleague Due Today",
        email: "today@example.in",
        owner_id: colleague,
        // 17:30 in Delhi on the 25th: due later today, not yet overdue.
        next_action_at: "2026-11-25T12:00:00.000Z",
        created_at: "2026-11-20T04:00:00.000Z",
      }),
      leadRow({
        name: "Unassigned Early Today",
        email: "early@example.in",
        // 01:30 in Delhi on the 25th (the 24th in UTC): due today and overdue by now.
        next_action_at: "2026-11-24T20:00:00.000Z",
        created_at: "2026-11-21T04:00:00.000Z",
      }),
      leadRow({
        name: "Unassigned Tomorrow",
        email: "tomorrow@example.in",
        // 00:30 in Delhi on the 26th.
        next_action_at: "2026-11-25T19:00:00.000Z",
        first_touched_at: "2026-11-22T05:00:00.000Z",
        created_at: "2026-11-22T04:00:00.000Z",
      }),
    ]);
  }

  it("lists exactly the right leads in each saved view", async () => {
    await seedWorkLeads();
    const view = async (query: string) => listedNames(await page(`/admin/leads${query}`));

    expect(await view("")).toEqual([
      "Unassigned Tomorrow",
      "Unassigned Early Today",
      "Colleague Due Today",
      "Mine Overdue",
    ]);
    expect(await view("?view=mine")).toEqual(["Mine Overdue"]);
    expect(await view("?view=unassigned")).toEqual([
      "Unassigned Tomorrow",
      "Unassigned Early Today",
    ]);
    expect(await view("?view=overdue")).toEqual(["Unassigned Early Today", "Mine Overdue"]);
    expect(await view("?view=today")).toEqual(["Unassigned Early Today", "Colleague Due Today"]);
    expect(await view("?view=waiting")).toEqual(["Unassigned Early Today", "Colleague Due Today"]);
    // A view combines with the other filters, and an owner can be chosen directly.
    expect(await view(`?view=today&owner=${colleague}`)).toEqual(["Colleague Due Today"]);
    expect(await view("?view=bogus")).toHaveLength(4);
  });

  it("offers the saved views as links at the top, marking the current one", async () => {
    const html = await page("/admin/leads?view=overdue");
    for (const [href, label] of [
      ["/admin/leads", "All"],
      ["/admin/leads?view=mine", "My leads"],
      ["/admin/leads?view=unassigned", "Unassigned"],
      ["/admin/leads?view=today", "Due today"],
      ["/admin/leads?view=waiting", "Waiting for first response"],
    ]) {
      expect(html).toContain(`<a href="${href}">${label}</a>`);
    }
    expect(html).toContain('<a href="/admin/leads?view=overdue" aria-current="page">Overdue</a>');
  });

  it("shows the source in words, phone as a link, the value in rupees, owner and firm-zone times", async () => {
    await insertLeads(database.db, [
      leadRow({
        kind: "contact",
        source_call: "SaveFeedback",
        name: "Home Page Visitor",
        phone: "+91 98100 12345",
        landing_page: "/index",
        created_at: "2026-11-25T04:00:00.000Z",
      }),
      leadRow({
        kind: "estimate",
        source_call: "SaveEstimate",
        name: "Estimate Buyer",
        estimate_cost: 1778400,
        owner_id: colleague,
        next_action_at: "2026-11-24T13:35:00.000Z",
        next_action_text: "Call about the mobile app",
        created_at: "2026-11-25T05:00:00.000Z",
      }),
    ]);
    const html = await page("/admin/leads");
    expect(html).toContain("Contact form on the home page");
    expect(html).toContain("Cost estimate");
    expect(html).not.toContain("SaveFeedback");
    expect(html).not.toContain("SaveEstimate");
    expect(html).toContain('<a href="tel:+919810012345">+91 98100 12345</a>');
    expect(html).toContain("₹17,78,400");
    expect(html).not.toContain("1778400<");
    expect(html).toContain("Ravi Kumar");
    expect(html).toContain("Unassigned");
    // Created 04:00 UTC is 9:30 am in Delhi; the overdue action says so in words.
    expect(html).toContain("25 Nov 2026, 9:30 am IST");
    expect(html).toMatch(/⚠ Overdue<\/strong><time[^>]*>24 Nov 2026, 7:05 pm IST<\/time>/);
    expect(html).toContain("Call about the mobile app");
    expect(html).not.toContain("T05:00:00.000Z<");
  });

  it("groups leads by status in five columns, with the owner and kind filters", async () => {
    await insertLeads(database.db, [
      leadRow({ name: "Fresh Contact", created_at: "2026-11-25T01:00:00.000Z" }),
      leadRow({
        kind: "estimate",
        name: "Called Estimate",
        status: "contacted",
        owner_id: staff.id(),
        estimate_cost: 250000,
        created_at: "2026-11-25T02:00:00.000Z",
      }),
      leadRow({ name: "Good Fit", status: "qualified", owner_id: colleague }),
      leadRow({ name: "Signed", status: "won", owner_id: staff.id() }),
      leadRow({ name: "Went Elsewhere", status: "lost" }),
    ]);
    const html = await page("/admin/board");
    expect(boardColumns(html)).toEqual({
      new: ["Fresh Contact"],
      contacted: ["Called Estimate"],
      qualified: ["Good Fit"],
      won: ["Signed"],
      lost: ["Went Elsewhere"],
    });
    expect(html).toContain("₹2,50,000");
    expect(html).toContain("Cost estimate");
    expect(html).toContain('<a href="/admin/board">Board</a>');

    expect(boardColumns(await page(`/admin/board?owner=${staff.id()}`))).toEqual({
      new: [],
      contacted: ["Called Estimate"],
      qualified: [],
      won: ["Signed"],
      lost: [],
    });
    expect(boardColumns(await page("/admin/board?kind=estimate"))).toEqual({
      new: [],
      contacted: ["Called Estimate"],
      qualified: [],
      won: [],
      lost: [],
    });
  });

  it("moves a lead with a form post, recording the status change with who", async () => {
    // Its owner marking it contacted is its first contact.
    const [id] = await insertLeads(database.db, [
      leadRow({ name: "Moving Lead", owner_id: staff.id() }),
    ]);
    const response = await staff.post(`/admin/board/${id}/move`, {
      status: "contacted",
      kind: "contact",
      version: "0",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/admin/board?kind=contact&moved=1#lead-${id}`);

    const lead = await database.db
      .selectFrom("leads")
      .select(["status", "first_touched_at"])
      .where("id", "=", id ?? 0)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: "contacted", first_touched_at: NOW.toISOString() });
    const events = await database.db
      .selectFrom("lead_events")
      .select(["lead_id", "staff_user_id", "action", "from_status", "to_status", "created_at"])
      .execute();
    expect(events).toEqual([
      {
        lead_id: id,
        staff_user_id: staff.id(),
        action: "status",
        from_status: "new",
        to_status: "contacted",
        created_at: NOW.toISOString(),
      },
    ]);
    const board = await page("/admin/board?kind=contact&moved=1");
    expect(boardColumns(board).contacted).toEqual(["Moving Lead"]);
    expect(boardColumns(board).new).toEqual([]);
    expect(board).toContain("Moved.");
  });

  it("refuses a move to an unknown status, of an unknown lead, and from another site", async () => {
    const [id] = await insertLeads(database.db, [leadRow({ name: "Stays Put" })]);
    const badStatus = await staff.post(`/admin/board/${id}/move`, { status: "archived" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain("Choose one of the statuses.");

    const noLead = await staff.post("/admin/board/999999/move", { status: "won" });
    expect(noLead.statusCode).toBe(404);

    const crossSite = await staff.post(
      `/admin/board/${id}/move`,
      { status: "won" },
      { origin: "https://evil.example" },
    );
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await staff.post(
      `/admin/board/${id}/move`,
      { status: "won" },
      { origin: null },
    );
    expect(noOrigin.statusCode).toBe(403);

    const signedOut = await postForm(app, `/admin/board/${id}/move`, { status: "won" });
    expect(signedOut.statusCode).toBe(303);
    expect(signedOut.headers.location).toContain("/admin/login");

    const lead = await database.db
      .selectFrom("leads")
      .select("status")
      .where("id", "=", id ?? 0)
      .executeTakeFirstOrThrow();
    expect(lead.status).toBe("new");
    expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });
});
