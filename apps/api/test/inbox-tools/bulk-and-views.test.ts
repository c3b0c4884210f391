import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadEvents, leadRow } from "../helpers/lead-rows";
import {
  createStaff,
  signInCookie,
  staffBrowser,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// 22:00 in Delhi on Tuesday 1 December 2026.
const NOW = new Date("2026-12-01T16:30:00.000Z");
const REP_EMAIL = "ravi@kaizenfusion.in";

const ticked = (ids: number[]) => Object.fromEntries(ids.map((id) => [`lead_${id}`, "1"]));

describe.each(testDatabases)("inbox bulk actions and saved views on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    now: () => NOW,
    env: { FIRM_TIME_ZONE: "Asia/Kolkata" },
  });
  const admin = useSignedInStaff({ database, app }, { columns: { display_name: "Priya Nair" } });
  let repId: number;
  let leads: number[];

  beforeEach(async () => {
    repId = await createStaff(database.db, REP_EMAIL, {
      role: "sales",
      display_name: "Ravi Kumar",
    });
    leads = await insertLeads(database.db, [
      leadRow({ name: "Asha Rao", email: "asha@tatva.in" }),
      leadRow({ name: "Vikram Shah", email: "vikram@shahexports.in", owner_id: repId }),
      leadRow({ name: "Neha Iyer", email: "neha@iyerlabs.in", status: "contacted" }),
    ]);
  });

  const rows = () =>
    database.db.selectFrom("leads").select(["id", "owner_id", "status"]).orderBy("id").execute();

  it("assigns every ticked lead to one rep, each change on its timeline, and says so in the inbox", async () => {
    const answer = await admin.post("/admin/leads/bulk", {
      ...ticked(leads),
      action: `assign:${repId}`,
      back: "kind=contact&cursor=x",
    });
    expect(answer.statusCode).toBe(303);
    const back = new URL(answer.headers.location as string, "http://localhost");
    expect(back.pathname).toBe("/admin/leads");
    expect(back.searchParams.get("kind")).toBe("contact");
    expect(back.searchParams.get("bulk")).toBe("assigned");
    expect(await rows()).toEqual(
      leads.map((id, index) => ({
        id,
        owner_id: repId,
        status: index === 2 ? "contacted" : "new",
      })),
    );
    const assigned = await leadEvents(database.db, ["lead_id", "action", "owner_id"]);
    expect(assigned).toEqual([
      { lead_id: leads[0], action: "assign", owner_id: repId },
      { lead_id: leads[2], action: "assign", owner_id: repId },
    ]);
    const inbox = await admin.page(back.pathname + back.search);
    expect(inbox).toContain("2 leads assigned to Ravi Kumar. 1 already as asked, left unchanged.");
  });

  it("sets the status of the ticked leads only, recording who changed it", async () => {
    const answer = await admin.post("/admin/leads/bulk", {
      ...ticked([leads[0] as number, leads[2] as number]),
      action: "status:qualified",
      back: "",
    });
    expect(answer.headers.location).toBe("/admin/leads?bulk=status&n=2&to=qualified&unchanged=0");
    expect((await rows()).map((row) => row.status)).toEqual(["qualified", "new", "qualified"]);
    const events = await leadEvents(database.db, ["lead_id", "action", "from_status", "to_status"]);
    expect(events).toEqual([
      { lead_id: leads[0], action: "status", from_status: "new", to_status: "qualified" },
      { lead_id: leads[2], action: "status", from_status: "contacted", to_status: "qualified" },
    ]);
    expect(await admin.page(answer.headers.location as string)).toContain(
      "2 leads set to Qualified.",
    );
  });

  it("adds one task to each ticked lead, owned by each lead's owner, after asking what task", async () => {
    const asked = await admin.post("/admin/leads/bulk", {
      ...ticked(leads),
      action: "task",
      back: "",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("Add a task to 3 leads");
    expect(asked.body).toContain("Each lead&#x27;s owner (you where a lead has none)");

    const refused = await admin.post("/admin/leads/bulk/tasks", {
      ...ticked(leads),
      kind: "call",
      title: "   ",
      due_date: "2026-12-02",
      due_time: "10:00",
      owner_id: "",
      back: "",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Add a task to 3 leads");

    const added = await admin.post("/admin/leads/bulk/tasks", {
      ...ticked(leads),
      kind: "call",
      title: "Call about the proposal",
      due_date: "2026-12-02",
      due_time: "10:00",
      owner_id: "",
      back: "",
    });
    expect(added.headers.location).toBe("/admin/leads?bulk=tasks&n=3");
    const tasks = await database.db
      .selectFrom("lead_tasks")
      .select(["lead_id", "title", "due_at", "owner_id"])
      .orderBy("lead_id")
      .execute();
    expect(tasks).toEqual([
      {
        lead_id: leads[0],
        title: "Call about the proposal",
        due_at: "2026-12-02T04:30:00.000Z",
        owner_id: admin.id(),
      },
      {
        lead_id: leads[1],
        title: "Call about the proposal",
        due_at: "2026-12-02T04:30:00.000Z",
        owner_id: repId,
      },
      {
        lead_id: leads[2],
        title: "Call about the proposal",
        due_at: "2026-12-02T04:30:00.000Z",
        owner_id: admin.id(),
      },
    ]);
  });

  it("exports just the ticked leads, and a sales rep's export still holds only their own", async () => {
    const answer = await admin.post("/admin/leads/bulk", {
      ...ticked([leads[1] as number, leads[2] as number]),
      action: "export:csv",
      back: "",
    });
    expect(answer.headers.location).toBe(`/admin/leads/export.csv?ids=${leads[1]}%2C${leads[2]}`);
    const file = await admin.get(answer.headers.location as string);
    expect(file.body).toContain("Vikram Shah");
    expect(file.body).toContain("Neha Iyer");
    expect(file.body).not.toContain("Asha Rao");

    const repCookie = await signInCookie(app, REP_EMAIL);
    const rep = staffBrowser(app, () => repCookie);
    const own = await rep.get(answer.headers.location as string);
    expect(own.body).toContain("Vikram Shah");
    expect(own.body).not.toContain("Neha Iyer");
  });

  it("refuses a bulk action with nothing ticked, too many, or no action, with the inbox saying why", async () => {
    const none = await admin.post("/admin/leads/bulk", { action: "status:won", back: "" });
    expect(await admin.page(none.headers.location as string)).toContain(
      "Select at least one lead first: tick the box at the start of its row.",
    );
    const many = Object.fromEntries(
      Array.from({ length: 201 }, (_, index) => [`lead_${index + 1}`, "1"]),
    );
    const tooMany = await admin.post("/admin/leads/bulk", {
      ...many,
      action: "status:won",
      back: "",
    });
    expect(await admin.page(tooMany.headers.location as string)).toContain(
      "Select at most 200 leads at once.",
    );
    const noAction = await admin.post("/admin/leads/bulk", {
      ...ticked(leads),
      action: "delete",
      back: "",
    });
    expect(await admin.page(noAction.headers.location as string)).toContain(
      "Choose what to do with the selected leads.",
    );
    expect((await rows()).map((row) => row.status)).toEqual(["new", "new", "contacted"]);
  });

  it("saves the filters on screen under a name, lists them only for their owner, opens and removes them", async () => {
    const saved = await admin.post("/admin/views", {
      name: "  Open   contacts ",
      query: "status=new&kind=contact&cursor=2026&bulk=assigned&nonsense=1",
    });
    expect(saved.headers.location).toBe("/admin/leads?kind=contact&status=new&view_saved=1");
    const stored = await database.db
      .selectFrom("saved_views")
      .select(["staff_user_id", "name", "query"])
      .execute();
    expect(stored).toEqual([
      { staff_user_id: admin.id(), name: "Open contacts", query: "kind=contact&status=new" },
    ]);
    const inbox = await admin.page(saved.headers.location as string);
    expect(inbox).toContain("View saved: it is listed under Your saved views.");
    expect(inbox).toContain("Open contacts");

    const taken = await admin.post("/admin/views", { name: "open contacts", query: "status=won" });
    const refusedPage = await admin.page(taken.headers.location as string);
    expect(refusedPage).toContain("You already have a view with this name. Choose another name.");
    expect(refusedPage).toContain('value="open contacts"');
    const empty = await admin.post("/admin/views", { name: "Everything", query: "" });
    expect(await admin.page(empty.headers.location as string)).toContain(
      "Choose some filters first: a view of the whole inbox needs no saving.",
    );

    const [view] = await database.db.selectFrom("saved_views").select("id").execute();
    const opened = await admin.get(`/admin/views/${view?.id}`);
    expect(opened.headers.location).toBe("/admin/leads?kind=contact&status=new");

    const repCookie = await signInCookie(app, REP_EMAIL);
    const rep = staffBrowser(app, () => repCookie);
    expect((await rep.get(`/admin/views/${view?.id}`)).statusCode).toBe(404);
    expect(await rep.page("/admin/leads")).not.toContain("Open contacts");
    await rep.post(`/admin/views/${view?.id}/delete`, { back: "" });
    expect(await database.db.selectFrom("saved_views").select("id").execute()).toHaveLength(1);

    const removed = await admin.post(`/admin/views/${view?.id}/delete`, { back: "kind=contact" });
    expect(removed.headers.location).toBe("/admin/leads?kind=contact&view_removed=1");
    expect(await database.db.selectFrom("saved_views").select("id").execute()).toEqual([]);
    expect((await admin.get("/admin/views/abc")).statusCode).toBe(404);
  });
});
