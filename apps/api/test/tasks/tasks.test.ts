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
import { sectionText, tableRows } from "../meetings/console-fixtures";

// 22:00 in Delhi on Tuesday 1 December 2026 (16:30 UTC): the firm's day ends in two hours.
const NOW = new Date("2026-12-01T16:30:00.000Z");
const REP_EMAIL = "ravi@kaizenfusion.in";
const OTHER_REP_EMAIL = "meena@kaizenfusion.in";

const PAST_MESSAGE =
  "The due time 1 Dec 2026, 9:00 pm IST has already passed. Tick “The time has already passed — add the task anyway” to add it all the same.";

describe.each(testDatabases)("tasks on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    now: () => NOW,
    env: { FIRM_TIME_ZONE: "Asia/Kolkata" },
  });
  const admin = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });
  let rep: ReturnType<typeof staffBrowser>;
  let repId: number;
  let repLead: number;
  let freeLead: number;

  beforeEach(async () => {
    repId = await createStaff(database.db, REP_EMAIL, {
      role: "sales",
      display_name: "Ravi Kumar",
    });
    const cookie = await signInCookie(app, REP_EMAIL);
    rep = staffBrowser(app, () => cookie);
    [repLead = 0, freeLead = 0] = await insertLeads(database.db, [
      leadRow({ name: "Asha Rao", owner_id: repId }),
      leadRow({ name: "Vikram Shah", email: "vikram@shahexports.in" }),
    ]);
  });

  const tasks = () =>
    database.db
      .selectFrom("lead_tasks")
      .select([
        "lead_id",
        "kind",
        "title",
        "due_at",
        "owner_id",
        "created_by",
        "completed_at",
        "completed_by",
        "outcome",
        "outcome_note",
      ])
      .orderBy("id")
      .execute();

  const addForm = (changes: Record<string, string> = {}) => ({
    kind: "call",
    title: "Call about the ERP demo",
    due_date: "2026-12-02",
    due_time: "10:00",
    owner_id: "",
    ...changes,
  });

  it("adds a task due at a time read on the firm's clock, owned by the lead's owner, and lists it on the lead page", async () => {
    const added = await admin.post(
      `/admin/leads/${repLead}/tasks`,
      addForm({ title: "  Call about   the ERP demo ", due_time: "00:30" }),
    );
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`/admin/leads/${repLead}?task=added#lead-tasks`);
    // 00:30 in Delhi on 2 December is 19:00 UTC on 1 December.
    expect(await tasks()).toEqual([
      {
        lead_id: repLead,
        kind: "call",
        title: "Call about the ERP demo",
        due_at: "2026-12-01T19:00:00.000Z",
        owner_id: repId,
        created_by: admin.id(),
        completed_at: null,
        completed_by: null,
        outcome: null,
        outcome_note: null,
      },
    ]);

    const page = await admin.page(`/admin/leads/${repLead}?task=added`);
    expect(page).toContain("Task added.");
    expect(sectionText(page, "lead-tasks")).toContain(
      "1 open task Call : Call about the ERP demo Due 2 Dec 2026, 12:30 am IST for Ravi Kumar",
    );
    expect(sectionText(page, "timeline")).toContain(
      "Call task added by Priya Nair: “Call about the ERP demo”, due 2 Dec 2026, 12:30 am IST",
    );

    // A lead nobody owns: the task goes to whoever added it.
    const own = await rep.post(`/admin/leads/${freeLead}/tasks`, addForm({ kind: "todo" }));
    expect(own.statusCode).toBe(303);
    expect((await tasks())[1]).toMatchObject({ lead_id: freeLead, kind: "todo", owner_id: repId });
  });

  it("refuses a due time already past with the reason and no row, and takes it once confirmed", async () => {
    const late = addForm({ due_date: "2026-12-01", due_time: "21:00" });
    const refused = await rep.post(`/admin/leads/${repLead}/tasks`, late);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(PAST_MESSAGE);
    // What was typed is kept.
    expect(refused.body).toContain('value="Call about the ERP demo"');
    expect(await tasks()).toEqual([]);

    const confirmed = await rep.post(`/admin/leads/${repLead}/tasks`, { ...late, late_ok: "1" });
    expect(confirmed.statusCode).toBe(303);
    expect(await tasks()).toMatchObject([{ due_at: "2026-12-01T15:30:00.000Z", owner_id: repId }]);
  });

  it("marks an overdue task on the lead page in words", async () => {
    // The lead page reads the wall clock, so this one is due long before any run of the test.
    await database.db
      .insertInto("lead_tasks")
      .values({
        lead_id: repLead,
        kind: "email",
        title: "Send the proposal",
        due_at: "2020-01-06T04:30:00.000Z",
        owner_id: repId,
        created_by: repId,
        created_at: "2020-01-01T04:30:00.000Z",
      })
      .execute();
    const page = await rep.page(`/admin/leads/${repLead}`);
    expect(sectionText(page, "lead-tasks")).toContain(
      "E-mail : Send the proposal ⚠ Overdue Due 6 Jan 2020, 10:00 am IST for Ravi Kumar",
    );
  });

  it("completes a call with how it went and a note, on the timeline, and counts it as contact", async () => {
    await rep.post(`/admin/leads/${repLead}/tasks`, addForm());
    const [task] = await database.db.selectFrom("lead_tasks").select("id").execute();
    const url = `/admin/leads/${repLead}/tasks/${task?.id}/complete`;

    const wrong = await rep.post(url, { outcome: "done", note: "" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Choose how the call went: No answer, Talked or Left a message.");
    expect(await tasks()).toMatchObject([{ completed_at: null }]);

    const done = await rep.post(url, { outcome: "talked", note: "Wants the demo on Friday\r\n" });
    expect(done.statusCode).toBe(303);
    expect(await tasks()).toMatchObject([
      {
        completed_at: NOW.toISOString(),
        completed_by: repId,
        outcome: "talked",
        outcome_note: "Wants the demo on Friday",
      },
    ]);
    const lead = await database.db
      .selectFrom("leads")
      .select("first_touched_at")
      .where("id", "=", repLead)
      .executeTakeFirstOrThrow();
    expect(lead.first_touched_at).toBe(NOW.toISOString());

    const page = await rep.page(`/admin/leads/${repLead}?task=completed`);
    expect(page).toContain("Task completed.");
    expect(sectionText(page, "lead-tasks")).toContain("No open tasks on this lead.");
    expect(sectionText(page, "timeline")).toContain(
      "Call task completed by Ravi Kumar: “Call about the ERP demo” — Talked 1 Dec 2026, 10:00 pm IST Wants the demo on Friday",
    );

    const again = await rep.post(url, { outcome: "no_answer", note: "" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(
      "This task was already completed by Ravi Kumar on 1 Dec 2026, 10:00 pm IST.",
    );
    expect(await tasks()).toMatchObject([{ outcome: "talked" }]);
  });

  it("completes a to-do only as Done", async () => {
    await rep.post(
      `/admin/leads/${repLead}/tasks`,
      addForm({ kind: "todo", title: "Send the brochure" }),
    );
    const [task] = await database.db.selectFrom("lead_tasks").select("id").execute();
    const url = `/admin/leads/${repLead}/tasks/${task?.id}/complete`;
    const wrong = await rep.post(url, { outcome: "talked" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Choose Done to complete this task.");
    expect((await rep.post(url, { outcome: "done" })).statusCode).toBe(303);
    expect(await tasks()).toMatchObject([{ outcome: "done", outcome_note: null }]);
    // A to-do is no contact with the person.
    const lead = await database.db
      .selectFrom("leads")
      .select("first_touched_at")
      .where("id", "=", repLead)
      .executeTakeFirstOrThrow();
    expect(lead.first_touched_at).toBeNull();
  });

  it("shows a rep's day on the firm's clock: overdue, due by midnight, and leads waiting for a reply", async () => {
    const otherId = await createStaff(database.db, OTHER_REP_EMAIL, { role: "sales" });
    const [touched = 0, othersLead = 0] = await insertLeads(database.db, [
      leadRow({
        name: "Meera Iyer",
        owner_id: repId,
        first_touched_at: "2026-12-01T05:00:00.000Z",
      }),
      leadRow({ name: "Kiran Das", owner_id: otherId }),
    ]);
    const task = (lead_id: number, owner_id: number, title: string, due_at: string) => ({
      lead_id,
      kind: "call" as const,
      title,
      due_at,
      owner_id,
      created_by: owner_id,
      created_at: "2026-11-30T04:30:00.000Z",
    });
    await database.db
      .insertInto("lead_tasks")
      .values([
        // 10:00 today in Delhi: past.
        task(repLead, repId, "Morning call", "2026-12-01T04:30:00.000Z"),
        // 23:30 today in Delhi: due today.
        task(touched, repId, "Late call", "2026-12-01T18:00:00.000Z"),
        // 00:30 tomorrow in Delhi: not today, though the same UTC date.
        task(repLead, repId, "Tomorrow's call", "2026-12-01T19:00:00.000Z"),
        // A colleague's, and one already done.
        task(othersLead, otherId, "Kiran's call", "2026-12-01T17:00:00.000Z"),
        {
          ...task(repLead, repId, "Done call", "2026-12-01T05:00:00.000Z"),
          completed_at: "2026-12-01T05:10:00.000Z",
          completed_by: repId,
          outcome: "talked" as const,
        },
      ])
      .execute();

    const html = await rep.page("/admin/today");
    expect(html).toContain("<h1>Today</h1>");
    expect(html).toContain("Tue 1 Dec, on the firm&#x27;s clock.");
    expect(tableRows(html, "today-overdue")).toEqual([
      ["⚠ Overdue 1 Dec 2026, 10:00 am IST", "Call: Morning call", "Asha Rao"],
    ]);
    expect(tableRows(html, "today-due")).toEqual([
      ["1 Dec 2026, 11:30 pm IST", "Call: Late call", "Meera Iyer"],
    ]);
    // Untouched since March: far past the four working hours.
    expect(tableRows(html, "today-waiting")).toEqual([
      ["Asha Rao · Rao Textiles", "Contact", "1 Mar 2026, 3:30 pm IST"],
    ]);
    expect(sectionText(html, "today-new")).toBe(
      "New leads nobody has touched yet (0) No untouched new leads.",
    );
    expect(html).toContain(`<a href="/admin/leads/${repLead}#lead-tasks">Asha Rao</a>`);
    expect(html).not.toContain("Tomorrow&#x27;s call");
    // No owner choice for a sales rep, and asking for the team's day shows their own.
    expect(html).not.toContain('name="owner"');
    expect(tableRows(await rep.page("/admin/today?owner=all"), "today-due")).toHaveLength(1);

    // The admin's own day is empty, said in words.
    const own = await admin.page("/admin/today");
    expect(sectionText(own, "today-overdue")).toBe("Overdue (0) Nothing overdue.");
    expect(sectionText(own, "today-due")).toBe("Due today (0) No tasks due for the rest of today.");
    expect(sectionText(own, "today-new")).toBe(
      "New leads nobody has touched yet (0) No untouched new leads.",
    );
    expect(sectionText(own, "today-waiting")).toBe(
      "Waiting for a reply for 4 working hours or more (0) Nobody has called, written to or met them since they asked; working hours are Monday to Saturday, 9:00 to 18:00. Nobody has waited that long.",
    );

    const team = await admin.page("/admin/today?owner=all");
    expect(team).toContain("<h1>Today — the team</h1>");
    expect(tableRows(team, "today-due")).toEqual([
      ["1 Dec 2026, 10:30 pm IST", "Call: Kiran&#x27;s call", "Kiran Das", OTHER_REP_EMAIL],
      ["1 Dec 2026, 11:30 pm IST", "Call: Late call", "Meera Iyer", "Ravi Kumar"],
    ]);
    const ravi = await admin.page(`/admin/today?owner=${repId}`);
    expect(ravi).toContain("<h1>Today — Ravi Kumar</h1>");
    expect(tableRows(ravi, "today-overdue")).toHaveLength(1);

    const unknown = await admin.get("/admin/today?owner=nobody");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("There is no such staff member; showing your own day.");
  });

  it("lists a lead as waiting for a reply from its fourth working hour untouched, counted to the firm's closing time", async () => {
    const otherId = await createStaff(database.db, OTHER_REP_EMAIL, { role: "sales" });
    await database.db
      .updateTable("leads")
      .set({ first_touched_at: "2026-03-01T11:00:00.000Z" })
      .where("id", "=", repLead)
      .execute();
    // NOW is 22:00 IST on Tuesday; the firm closed at 18:00.
    await insertLeads(database.db, [
      // 14:00 to 18:00: four working hours exactly.
      leadRow({ name: "Four Hours", owner_id: repId, created_at: "2026-12-01T08:30:00.000Z" }),
      // 14:01: a minute short.
      leadRow({ name: "Minute Short", owner_id: repId, created_at: "2026-12-01T08:31:00.000Z" }),
      // Sunday 20:00: the firm is closed on Sundays, so it has waited Monday and Tuesday.
      leadRow({ name: "Over Sunday", owner_id: otherId, created_at: "2026-11-29T14:30:00.000Z" }),
      // Called since it arrived: not waiting.
      leadRow({
        name: "Called Back",
        owner_id: repId,
        created_at: "2026-11-30T04:30:00.000Z",
        first_touched_at: "2026-11-30T05:00:00.000Z",
      }),
    ]);

    const html = await rep.page("/admin/today");
    expect(tableRows(html, "today-waiting")).toEqual([
      ["Four Hours · Rao Textiles", "Contact", "1 Dec 2026, 2:00 pm IST"],
    ]);
    expect(tableRows(html, "today-new")).toEqual([
      ["Minute Short · Rao Textiles", "Contact", "1 Dec 2026, 2:01 pm IST"],
    ]);
    expect(html).not.toContain("Called Back");

    const team = await admin.page("/admin/today?owner=all");
    expect(tableRows(team, "today-waiting")).toEqual([
      ["Over Sunday · Rao Textiles", "Contact", "29 Nov 2026, 8:00 pm IST", OTHER_REP_EMAIL],
      ["Four Hours · Rao Textiles", "Contact", "1 Dec 2026, 2:00 pm IST", "Ravi Kumar"],
    ]);
  });

  it("puts Today first in the navigation", async () => {
    const html = await rep.page("/admin/leads");
    const nav = html.slice(html.indexOf('<nav aria-label="Console">'), html.indexOf("</nav>"));
    expect(nav.indexOf('href="/admin/today">Today</a>')).toBeGreaterThan(0);
    expect(nav.indexOf("/admin/today")).toBeLessThan(nav.indexOf("/admin/leads"));
  });

  it("does not let a sales rep complete a colleague's task on a colleague's lead", async () => {
    await rep.post(`/admin/leads/${repLead}/tasks`, addForm());
    const [task] = await database.db.selectFrom("lead_tasks").select("id").execute();
    await createStaff(database.db, OTHER_REP_EMAIL, { role: "sales", display_name: "Meena" });
    const otherCookie = await signInCookie(app, OTHER_REP_EMAIL);
    const other = staffBrowser(app, () => otherCookie);

    const refused = await other.post(`/admin/leads/${repLead}/tasks/${task?.id}/complete`, {
      outcome: "talked",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(
      "Only Ravi Kumar, the lead&#x27;s owner or an admin can complete this task.",
    );
    expect(await tasks()).toMatchObject([{ completed_at: null }]);

    // The admin may.
    const byAdmin = await admin.post(`/admin/leads/${repLead}/tasks/${task?.id}/complete`, {
      outcome: "no_answer",
    });
    expect(byAdmin.statusCode).toBe(303);
    expect(await tasks()).toMatchObject([{ outcome: "no_answer", completed_by: admin.id() }]);
  });

  it("answers bad input with a 4xx and the reason, and saves nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [
        addForm({ kind: "fax" }),
        "Choose what kind of task this is: call, e-mail, meeting or to-do.",
      ],
      [addForm({ title: "   " }), "Give the task a short title."],
      [addForm({ title: "x".repeat(201) }), "Keep the title to 200 characters."],
      [addForm({ due_date: "2026-02-30" }), "Enter the due date as YYYY-MM-DD."],
      [addForm({ due_date: "tomorrow" }), "Enter the due date as YYYY-MM-DD."],
      [addForm({ due_time: "25:00" }), "Enter the due time as HH:MM."],
      [addForm({ due_time: "" }), "Enter the due time as HH:MM."],
      [
        addForm({ owner_id: "424242" }),
        "Choose the task&#x27;s owner from the list of active staff.",
      ],
    ];
    for (const [form, message] of cases) {
      const refused = await rep.post(`/admin/leads/${repLead}/tasks`, form);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect(await tasks()).toEqual([]);

    expect((await rep.post("/admin/leads/424242/tasks", addForm())).statusCode).toBe(404);
    expect((await rep.post(`/admin/leads/${repLead}/tasks/1x/complete`, {})).statusCode).toBe(404);
    // A task is completed only from its own lead's page.
    await rep.post(`/admin/leads/${repLead}/tasks`, addForm());
    const [task] = await database.db.selectFrom("lead_tasks").select("id").execute();
    const elsewhere = await rep.post(`/admin/leads/${freeLead}/tasks/${task?.id}/complete`, {
      outcome: "talked",
    });
    expect(elsewhere.statusCode).toBe(404);
    const tooLong = await rep.post(`/admin/leads/${repLead}/tasks/${task?.id}/complete`, {
      outcome: "talked",
      note: "x".repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("Keep the note to 2000 characters.");
    // A form from another site is refused before anything is read.
    const forged = await rep.post(`/admin/leads/${repLead}/tasks`, addForm(), {
      origin: "https://evil.example",
    });
    expect(forged.statusCode).toBe(403);
    expect(await tasks()).toHaveLength(1);
  });
});

describe.each(testDatabases)("Today's waiting threshold on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    now: () => NOW,
    env: { FIRM_TIME_ZONE: "Asia/Kolkata", ESCALATION_WORKING_HOURS: "2" },
  });
  const admin = useSignedInStaff({ database, app });

  it("follows ESCALATION_WORKING_HOURS, as the escalation e-mail does", async () => {
    const html = await admin.page("/admin/today");
    expect(sectionText(html, "today-waiting")).toMatch(
      /^Waiting for a reply for 2 working hours or more \(0\) /,
    );
  });
});
