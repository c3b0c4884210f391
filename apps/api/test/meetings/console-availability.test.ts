import { createHash } from "node:crypto";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { loadAvailabilitySettings } from "../../src/meetings/availability/availability-repository";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { getPage, type staffBrowser, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import {
  CONSOLE_NOW,
  insertMeetings,
  meetingRow,
  sectionText,
  signInRep,
} from "./console-fixtures";

const PAGE = "/admin/meetings/availability";

/** A whole week of hours, every day off unless given. */
function weekForm(days: Record<number, [string, string]>): Record<string, string> {
  const form: Record<string, string> = {};
  for (let day = 0; day <= 6; day++) {
    form[`day-${day}-from`] = days[day]?.[0] ?? "";
    form[`day-${day}-to`] = days[day]?.[1] ?? "";
  }
  return form;
}

const GOOD_FORM = {
  ...weekForm({ 1: ["09:00", "17:00"], 3: ["09:00", "17:00"], 6: ["10:00", "13:00"] }),
  "days-off": "2026-12-25, 2027-01-01",
  "min-notice-hours": "12",
  "buffer-before": "15",
  "buffer-after": "30",
  "daily-max": "4",
  "takes-bookings": "on",
};

/** The value a page's input shows, by its id. */
const inputValue = (html: string, id: string) =>
  new RegExp(`<input[^>]*id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*id="${id}"`).exec(html)?.[1];

/** The feed path in the page that made it. */
function feedPath(html: string): string {
  const url = inputValue(html, "feed-url");
  expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return new URL(url ?? "").pathname;
}

describe.each(testDatabases)("availability and the calendar feed on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test", now: () => CONSOLE_NOW });
  const admin = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });
  let rep: ReturnType<typeof staffBrowser>;
  let repId: number;

  beforeEach(async () => {
    ({ id: repId, browser: rep } = await signInRep(app, database.db));
  });

  it("shows the hours of someone who set none, each field labelled", async () => {
    const html = await rep.page(PAGE);
    expect(html).toContain("<h1>My availability</h1>");
    expect(html).toContain("Working hours (IST)");
    expect(inputValue(html, "day-1-from")).toBe("10:00");
    expect(inputValue(html, "day-1-to")).toBe("18:00");
    expect(inputValue(html, "day-6-from")).toBe("");
    expect(html).toContain('<span class="visually-hidden">Monday from</span>');
    expect(html).toMatch(/<input id="takes-bookings" type="checkbox"[^>]* checked=""/);
    for (const id of [
      "days-off",
      "min-notice-hours",
      "buffer-before",
      "buffer-after",
      "daily-max",
    ]) {
      expect(html).toContain(`<label for="${id}">`);
    }
    // Sales staff see only their own: no chooser of colleagues.
    expect(html).not.toContain('name="staff"');
  });

  it("saves the form and says so", async () => {
    const saved = await rep.post(PAGE, GOOD_FORM);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${PAGE}?done=saved`);
    const html = await rep.page(`${PAGE}?done=saved`);
    expect(html).toContain('<p class="notice" role="status">Availability saved.</p>');
    expect(inputValue(html, "day-6-from")).toBe("10:00");
    expect(inputValue(html, "day-2-from")).toBe("");

    const row = await database.db
      .selectFrom("staff_availability")
      .selectAll()
      .where("staff_user_id", "=", repId)
      .executeTakeFirstOrThrow();
    expect({
      notice: Number(row.min_notice_minutes),
      before: Number(row.buffer_before_minutes),
      after: Number(row.buffer_after_minutes),
      dailyMax: Number(row.daily_max),
      takes: Number(row.takes_bookings),
      daysOff: JSON.parse(row.days_off),
    }).toEqual({
      notice: 720,
      before: 15,
      after: 30,
      dailyMax: 4,
      takes: 1,
      daysOff: ["2026-12-25", "2027-01-01"],
    });
    expect((await loadAvailabilitySettings(database.db, repId)).weeklyHours).toEqual({
      1: [[540, 1020]],
      3: [[540, 1020]],
      6: [[600, 780]],
    });

    // Unticked, the box turns bookings off.
    const { "takes-bookings": _, ...withoutBookings } = GOOD_FORM;
    expect((await rep.post(PAGE, withoutBookings)).statusCode).toBe(303);
    const off = await database.db
      .selectFrom("staff_availability")
      .select("takes_bookings")
      .where("staff_user_id", "=", repId)
      .executeTakeFirstOrThrow();
    expect(Number(off.takes_bookings)).toBe(0);
  });

  it("refuses bad input with a message beside each field and keeps what was typed", async () => {
    const refused = await rep.post(PAGE, {
      ...GOOD_FORM,
      "day-2-from": "25:00",
      "day-2-to": "18:00",
      "day-4-from": "10:00",
      "day-4-to": "",
      "days-off": "2026-02-30",
      "buffer-before": "20",
      "daily-max": "0",
    });
    expect(refused.statusCode).toBe(400);
    const html = refused.body;
    expect(html).toContain(
      '<p class="error" role="alert">Please correct the fields marked below.</p>',
    );
    expect(html).toContain(
      '<span class="error" id="day-2-from-error">Enter times as HH:MM, such as 09:30.</span>',
    );
    expect(html).toContain(
      '<span class="error" id="day-4-to-error">Enter both the start and the end of the day, or leave both empty.</span>',
    );
    expect(html).toContain(
      '<span class="error" id="days-off-error">2026-02-30 is not a real date.</span>',
    );
    expect(html).toContain(
      '<span class="error" id="buffer-before-error">Choose a buffer of 0, 15, 30, 45 or 60 minutes.</span>',
    );
    expect(html).toContain(
      '<span class="error" id="daily-max-error">Enter a daily maximum from 1 to 20 meetings.</span>',
    );
    expect(inputValue(html, "day-2-from")).toBe("25:00");
    expect(inputValue(html, "day-4-from")).toBe("10:00");
    expect(inputValue(html, "daily-max")).toBe("0");
    expect(html).toContain(">2026-02-30</textarea>");
    expect(html).toMatch(/<input id="day-2-from"[^>]*aria-invalid="true"/);
    // Nothing was saved.
    const rows = await database.db.selectFrom("staff_availability").selectAll().execute();
    expect(rows).toEqual([]);
  });

  it("lets an admin edit a colleague's hours, and no one else", async () => {
    const chooser = await admin.get(`${PAGE}?staff=${repId}`);
    expect(chooser.statusCode).toBe(303);
    expect(chooser.headers.location).toBe(`${PAGE}/${repId}`);
    const html = await admin.page(`${PAGE}/${repId}`);
    expect(html).toContain("<h1>Availability of Ravi Kumar</h1>");
    expect(html).toContain(
      `<form class="stack work-form" action="${PAGE}/${repId}" method="post">`,
    );
    // A colleague's feed address is theirs alone.
    expect(html).not.toContain("Calendar feed");

    expect((await admin.post(`${PAGE}/${repId}`, GOOD_FORM)).statusCode).toBe(303);
    expect((await loadAvailabilitySettings(database.db, repId)).dailyMax).toBe(4);

    expect((await rep.get(`${PAGE}/${admin.id()}`)).statusCode).toBe(403);
    expect((await rep.post(`${PAGE}/${admin.id()}`, GOOD_FORM)).statusCode).toBe(403);
    expect((await rep.get(`${PAGE}/${repId}`)).statusCode).toBe(200);
    expect((await admin.get(`${PAGE}/999999`)).statusCode).toBe(404);
  });

  it("makes a private feed of the staff member's meetings that calendar apps read without a session", async () => {
    const [asha = 0, vikram = 0] = await insertLeads(database.db, [
      leadRow({ name: "Asha Rao" }),
      leadRow({ name: "Vikram Shah", email: "vikram@shahexports.in" }),
    ]);
    const [booked = "", cancelled = "", old = "", colleagues = ""] = await insertMeetings(
      database.db,
      [
        meetingRow({
          lead_id: asha,
          staff_user_id: repId,
          starts_at: "2026-12-03T05:30:00.000Z",
          sequence: 2,
        }),
        meetingRow({
          lead_id: vikram,
          staff_user_id: repId,
          starts_at: "2026-11-20T05:30:00.000Z",
          status: "cancelled",
          sequence: 1,
          visitor_name: "Vikram Shah",
        }),
        // More than 30 days ago.
        meetingRow({ lead_id: asha, staff_user_id: repId, starts_at: "2026-10-25T05:30:00.000Z" }),
        meetingRow({
          lead_id: vikram,
          staff_user_id: admin.id(),
          starts_at: "2026-12-03T07:30:00.000Z",
        }),
      ],
    );
    const uids = Object.fromEntries(
      (await database.db.selectFrom("meetings").select(["id", "uid"]).execute()).map((row) => [
        row.id,
        row.uid,
      ]),
    );

    const before = await rep.page(PAGE);
    expect(sectionText(before, "calendar-feed")).toContain("You have no calendar feed.");

    const created = await rep.post(`${PAGE}/feed`, {});
    expect(created.statusCode).toBe(200);
    expect(created.body).toContain("Your new feed address is below. It is shown only this once.");
    expect(created.body).toContain('<label for="feed-url">Feed address');
    expect(created.body).toContain("“From URL”");
    expect(created.body).toContain("“Subscribe from web”");
    const path = feedPath(created.body);
    const token = path.slice("/calendar/".length, -".ics".length);
    // Only the token's hash is kept.
    const stored = await database.db.selectFrom("staff_calendar_feeds").selectAll().execute();
    expect(stored).toEqual([
      {
        staff_user_id: repId,
        token_hash: createHash("sha256").update(token).digest("hex"),
        created_at: CONSOLE_NOW.toISOString(),
      },
    ]);
    // The page opened later no longer shows the address.
    const later = await rep.page(PAGE);
    expect(later).not.toContain(token);
    expect(sectionText(later, "calendar-feed")).toContain(
      "Your calendar feed is on, created 1 Dec 2026",
    );

    const feed = await getPage(app, path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("private, no-store");
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents("vevent")
      .map((component) => {
        const event = new ICAL.Event(component);
        return {
          uid: event.uid,
          sequence: event.sequence,
          status: component.getFirstPropertyValue("status"),
          start: event.startDate.toJSDate().toISOString(),
          summary: event.summary,
        };
      });
    expect(events).toEqual([
      {
        uid: uids[cancelled],
        sequence: 1,
        status: "CANCELLED",
        start: "2026-11-20T05:30:00.000Z",
        summary: "Introductory call with Vikram Shah",
      },
      {
        uid: uids[booked],
        sequence: 2,
        status: "CONFIRMED",
        start: "2026-12-03T05:30:00.000Z",
        summary: "Introductory call with Asha Rao",
      },
    ]);
    expect(feed.body).not.toContain(uids[old]);
    expect(feed.body).not.toContain(uids[colleagues]);

    // Replacing the address stops the old one at once.
    const replaced = await rep.post(`${PAGE}/feed`, {});
    expect(replaced.body).toContain("the old address no longer works");
    const newPath = feedPath(replaced.body);
    expect(newPath).not.toBe(path);
    expect((await getPage(app, path)).statusCode).toBe(404);
    expect((await getPage(app, newPath)).statusCode).toBe(200);

    // Turned off, it answers as an address that never was.
    const off = await rep.post(`${PAGE}/feed/off`, {});
    expect(off.statusCode).toBe(303);
    expect(await rep.page(`${PAGE}?done=off`)).toContain(
      "Calendar feed turned off. Its address no longer works.",
    );
    const revoked = await getPage(app, newPath);
    const unknown = await getPage(app, `/calendar/${"A".repeat(43)}.ics`);
    expect(revoked.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(revoked.body).toBe(unknown.body);
    expect((await getPage(app, "/calendar/not-a-token.ics")).statusCode).toBe(404);
    expect(await database.db.selectFrom("staff_calendar_feeds").selectAll().execute()).toEqual([]);
  });

  it("refuses a feed made from another site", async () => {
    const forged = await rep.post(`${PAGE}/feed`, {}, { origin: "https://evil.example" });
    expect(forged.statusCode).toBe(403);
    expect(await database.db.selectFrom("staff_calendar_feeds").selectAll().execute()).toEqual([]);
  });
});
