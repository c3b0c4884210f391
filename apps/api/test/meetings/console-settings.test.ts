import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { type staffBrowser, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { CONSOLE_NOW, signInRep } from "./console-fixtures";

const PAGE = "/admin/settings/meetings";

const FORM = {
  "minutes-intro": "45",
  "minutes-estimate": "30",
  "minutes-demo": "60",
  "change-notice-hours": "4",
};

describe.each(testDatabases)("meeting settings on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test", now: () => CONSOLE_NOW });
  const admin = useSignedInStaff({ database, app });
  let rep: ReturnType<typeof staffBrowser>;

  beforeEach(async () => {
    ({ browser: rep } = await signInRep(app, database.db, { role: "sales" }));
  });

  const lengths = async () =>
    Object.fromEntries(
      (await database.db.selectFrom("meeting_types").select(["code", "minutes"]).execute()).map(
        (row) => [row.code, Number(row.minutes)],
      ),
    );
  const notice = async () =>
    Number(
      (
        await database.db
          .selectFrom("meeting_settings")
          .select("change_notice_minutes")
          .executeTakeFirstOrThrow()
      ).change_notice_minutes,
    );
  const audit = () =>
    database.db
      .selectFrom("staff_audit_events")
      .select(["actor_email", "target_email", "action", "detail"])
      .orderBy("id")
      .execute();

  it("shows each call's length and the change notice, each field labelled", async () => {
    const html = await admin.page(PAGE);
    expect(html).toContain("<h1>Meeting settings</h1>");
    expect(html).toContain('<label for="minutes-intro">Introductory call (minutes)');
    expect(html).toContain('<label for="minutes-demo">Product demo (minutes)');
    expect(html).toMatch(/<select id="minutes-demo"[^>]*>.*?<option value="45" selected="">/);
    expect(html).toContain('<label for="change-notice-hours">Online changes stop');
    expect(html).toMatch(/<input id="change-notice-hours"[^>]*value="2"/);
    // Found from the agenda.
    expect(await admin.page("/admin/meetings")).toContain(
      '<a href="/admin/settings/meetings">Meeting settings</a>',
    );
  });

  it("saves lengths and the notice, each change in the staff audit log", async () => {
    const saved = await admin.post(PAGE, FORM);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${PAGE}?saved=1`);
    expect(await admin.page(`${PAGE}?saved=1`)).toContain(
      '<p class="notice" role="status">Saved.</p>',
    );
    expect(await lengths()).toEqual({ intro: 45, estimate: 30, demo: 60 });
    expect(await notice()).toBe(240);
    const entries = [
      {
        actor_email: "sales.lead@kaizenfusion.in",
        target_email: "Meeting settings",
        action: "change_setting",
        detail: "Introductory call: 45 minutes",
      },
      {
        actor_email: "sales.lead@kaizenfusion.in",
        target_email: "Meeting settings",
        action: "change_setting",
        detail: "Product demo: 60 minutes",
      },
      {
        actor_email: "sales.lead@kaizenfusion.in",
        target_email: "Meeting settings",
        action: "change_setting",
        detail: "Online changes stop 4 hours before a call",
      },
    ];
    expect(await audit()).toEqual(entries);

    // The same settings again change nothing and log nothing.
    expect((await admin.post(PAGE, FORM)).statusCode).toBe(303);
    expect(await audit()).toEqual(entries);
    // The staff page's log names the change.
    expect(await admin.page("/admin/staff")).toContain("Online changes stop 4 hours before a call");
  });

  it("refuses a length off the list and hours out of range, keeping what was typed", async () => {
    const refused = await admin.post(PAGE, {
      ...FORM,
      "minutes-intro": "50",
      "change-notice-hours": "73",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      '<span class="error" id="minutes-intro-error">Choose a length from 15 to 120 minutes, in steps of 15.</span>',
    );
    expect(refused.body).toContain(
      '<span class="error" id="change-notice-hours-error">Enter a whole number of hours from 0 to 72.</span>',
    );
    expect(refused.body).toMatch(/<option value="50" selected="">50<\/option>/);
    expect(refused.body).toMatch(/<input id="change-notice-hours"[^>]*value="73"/);
    expect(await lengths()).toEqual({ intro: 30, estimate: 30, demo: 45 });
    expect(await notice()).toBe(120);
    expect(await audit()).toEqual([]);
  });

  it("is for admins only", async () => {
    expect((await rep.get(PAGE)).statusCode).toBe(403);
    const posted = await rep.post(PAGE, FORM);
    expect(posted.statusCode).toBe(403);
    expect(await lengths()).toEqual({ intro: 30, estimate: 30, demo: 45 });
    expect(await rep.page("/admin/meetings")).not.toContain("/admin/settings/meetings");
    // A cross-site post is refused before anything else.
    const forged = await admin.post(PAGE, FORM, { origin: "https://evil.example" });
    expect(forged.statusCode).toBe(403);
    expect(await notice()).toBe(120);
  });
});
