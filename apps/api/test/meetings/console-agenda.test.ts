import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import {
  createStaff,
  signInCookie,
  staffBrowser,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import {
  CONSOLE_NOW,
  insertMeetings,
  meetingRow,
  sectionText,
  signInRep,
  tableRows,
} from "./console-fixtures";

describe.each(testDatabases)("the meetings agenda on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test", now: () => CONSOLE_NOW });
  const admin = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });
  let rep: ReturnType<typeof staffBrowser>;
  let repId: number;
  let ids: {
    past: string;
    later: string;
    thursday: string;
    nextWeek: string;
    admins: string;
    monday: string;
  };

  beforeEach(async () => {
    ({ id: repId, browser: rep } = await signInRep(app, database.db));
    const [asha = 0, vikram = 0, meera = 0] = await insertLeads(database.db, [
      leadRow({ name: "Asha Rao" }),
      leadRow({ name: "Vikram Shah", email: "vikram@shahexports.in" }),
      leadRow({ name: "Meera Iyer", email: "meera@iyer.in" }),
    ]);
    const [past = "", later = "", thursday = "", nextWeek = "", admins = "", monday = ""] =
      await insertMeetings(database.db, [
        // 11:00 and 15:00 in Delhi today, Thursday noon, and Tuesday next week: the rep's.
        meetingRow({ lead_id: asha, staff_user_id: repId, starts_at: "2026-12-01T05:30:00.000Z" }),
        meetingRow({
          lead_id: meera,
          staff_user_id: repId,
          starts_at: "2026-12-01T09:30:00.000Z",
          meeting_type: "demo",
          ends_at: "2026-12-01T10:15:00.000Z",
          visitor_name: "Meera Iyer",
        }),
        meetingRow({ lead_id: asha, staff_user_id: repId, starts_at: "2026-12-03T06:30:00.000Z" }),
        meetingRow({ lead_id: asha, staff_user_id: repId, starts_at: "2026-12-08T06:30:00.000Z" }),
        // 13:00 today: the admin's own.
        meetingRow({
          lead_id: vikram,
          staff_user_id: admin.id(),
          starts_at: "2026-12-01T07:30:00.000Z",
          meeting_type: "estimate",
          visitor_name: "Vikram Shah",
        }),
        // Yesterday at 10:00, not yet marked; and a week tomorrow, past the seven days.
        meetingRow({ lead_id: asha, staff_user_id: repId, starts_at: "2026-11-30T04:30:00.000Z" }),
        meetingRow({ lead_id: asha, staff_user_id: repId, starts_at: "2026-12-09T06:30:00.000Z" }),
      ]);
    ids = { past, later, thursday, nextWeek, admins, monday };
  });

  it("shows a sales rep today's and the next seven days' meetings of their own, on the firm's clock", async () => {
    const html = await rep.page("/admin/meetings");
    expect(html).toContain("<h1>My meetings</h1>");
    expect(html).toContain('<a href="/admin/meetings">Meetings</a>');
    expect(sectionText(html, "agenda-0")).toMatch(/^Today, Tue 1 Dec/);
    expect(tableRows(html, "agenda-0")).toEqual([
      ["11:00–11:30 IST", "Asha Rao", "Introductory call", "Booked", "Held No-show"],
      ["15:00–15:45 IST", "Meera Iyer", "Product demo", "Booked", "Cancel"],
    ]);
    expect(sectionText(html, "agenda-1")).toMatch(/^Next 7 days, Wed 2 Dec to Tue 8 Dec/);
    expect(tableRows(html, "agenda-1")).toEqual([
      ["Thu 3 Dec, 12:00–12:30 IST", "Asha Rao", "Introductory call", "Booked", "Cancel"],
      ["Tue 8 Dec, 12:00–12:30 IST", "Asha Rao", "Introductory call", "Booked", "Cancel"],
    ]);
    // Yesterday's call still waits for its outcome.
    expect(sectionText(html, "agenda-2")).toMatch(/^Earlier this week, still to mark/);
    expect(tableRows(html, "agenda-2")).toEqual([
      ["Mon 30 Nov, 10:00–10:30 IST", "Asha Rao", "Introductory call", "Booked", "Held No-show"],
    ]);
    // The visitor's name opens the lead; a colleague's meeting and one past the week are not listed.
    expect(html).toMatch(/<a href="\/admin\/leads\/\d+">Asha Rao<\/a>/);
    expect(html).not.toContain("Vikram Shah");
    expect(html).not.toContain("9 Dec");
    // Sales staff have no team view, even when they ask for it.
    expect(html).not.toContain("Whole team");
    const asked = await rep.page("/admin/meetings?who=team");
    expect(asked).toContain("<h1>My meetings</h1>");
    expect(asked).not.toContain("Vikram Shah");
  });

  it("lets an admin switch to the whole team's meetings, with each host named", async () => {
    const mine = await admin.page("/admin/meetings");
    expect(tableRows(mine, "agenda-0")).toEqual([
      ["13:00–13:30 IST", "Vikram Shah", "Estimate walkthrough", "Booked", "Cancel"],
    ]);
    expect(mine).not.toContain("Asha Rao");
    expect(mine).toContain('<a href="/admin/meetings" aria-current="page">My meetings</a>');

    const team = await admin.page("/admin/meetings?who=team");
    expect(team).toContain("<h1>The team&#x27;s meetings</h1>");
    expect(team).toContain('<a href="/admin/meetings?who=team" aria-current="page">Whole team</a>');
    expect(tableRows(team, "agenda-0")).toEqual([
      ["11:00–11:30 IST", "Asha Rao", "Introductory call", "Ravi Kumar", "Booked", "Held No-show"],
      ["13:00–13:30 IST", "Vikram Shah", "Estimate walkthrough", "Priya Nair", "Booked", "Cancel"],
      ["15:00–15:45 IST", "Meera Iyer", "Product demo", "Ravi Kumar", "Booked", "Cancel"],
    ]);
  });

  it("says so when there is nothing today or in the next seven days", async () => {
    await createStaff(database.db, "new@kaizenfusion.in", { role: "sales" });
    const cookie = await signInCookie(app, "new@kaizenfusion.in");
    const html = await staffBrowser(app, () => cookie).page("/admin/meetings");
    expect(html).toContain("<p>No meetings today.</p>");
    expect(html).toContain("<p>No meetings in the next 7 days.</p>");
    expect(html).not.toContain("Earlier this week");
  });

  it("records a past call as held or a no-show, and cancels one to come", async () => {
    const held = await rep.post(`/admin/meetings/${ids.past}/held`, { who: "mine" });
    expect(held.statusCode).toBe(303);
    expect(held.headers.location).toBe("/admin/meetings?done=held");
    expect(await rep.page("/admin/meetings?done=held")).toContain(
      '<p class="notice" role="status">Recorded as held.</p>',
    );

    // A call still to come has no outcome yet.
    const early = await rep.post(`/admin/meetings/${ids.later}/no-show`, {});
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain("A meeting&#x27;s outcome can be recorded once it has started.");

    const cancelled = await admin.post(`/admin/meetings/${ids.later}/cancel`, { who: "team" });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe("/admin/meetings?who=team&done=cancelled");

    const rows = await database.db
      .selectFrom("meetings")
      .select(["id", "status"])
      .where("id", "in", [ids.past, ids.later])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [ids.past]: "held",
      [ids.later]: "cancelled",
    });
    const events = await database.db
      .selectFrom("lead_events")
      .select(["action", "staff_user_id", "due_at"])
      .where("action", "in", ["meeting_held", "meeting_no_show", "meeting_cancelled"])
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      { action: "meeting_held", staff_user_id: repId, due_at: "2026-12-01T05:30:00.000Z" },
      {
        action: "meeting_cancelled",
        staff_user_id: admin.id(),
        due_at: "2026-12-01T09:30:00.000Z",
      },
    ]);

    const after = await rep.page("/admin/meetings");
    expect(tableRows(after, "agenda-0")).toEqual([
      ["11:00–11:30 IST", "Asha Rao", "Introductory call", "Held", ""],
      ["15:00–15:45 IST", "Meera Iyer", "Product demo", "Cancelled", ""],
    ]);
  });

  it("refuses a cross-site post and an unknown meeting", async () => {
    const forged = await rep.post(
      `/admin/meetings/${ids.thursday}/cancel`,
      {},
      {
        origin: "https://evil.example",
      },
    );
    expect(forged.statusCode).toBe(403);
    const unknown = await rep.post("/admin/meetings/00000000-0000-4000-8000-000000000000/held", {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("That meeting no longer exists.");
    const status = await database.db
      .selectFrom("meetings")
      .select("status")
      .where("id", "=", ids.thursday)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe("booked");
  });
});
