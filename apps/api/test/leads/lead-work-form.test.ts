import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { formAsShown, workSection } from "../helpers/lead-page-form";
import { insertLeads, leadEvents, leadRow } from "../helpers/lead-rows";
import {
  createStaff,
  postForm,
  STAFF_PASSWORD,
  signInCookie,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("the lead page's one form on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    env: { FIRM_TIME_ZONE: "Asia/Kolkata" },
  });
  const staff = useSignedInStaff({ database, app });

  it("works the lead with one form and one button", async () => {
    const [id] = await insertLeads(database.db, [leadRow()]);
    const work = workSection(await staff.page(`/admin/leads/${id}`));
    expect(work.match(/<form /g)).toHaveLength(1);
    expect(work).toContain(`action="/admin/leads/${id}"`);
    expect(work.match(/<button type="submit"/g)).toHaveLength(1);
  });

  it("saves a typed note together with a status change", async () => {
    const colleague = await createStaff(database.db, "ravi@kaizenfusion.in", {
      display_name: "Ravi Kumar",
    });
    const [id] = await insertLeads(database.db, [leadRow()]);
    const page = await staff.page(`/admin/leads/${id}`);
    const saved = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(page, {
        status: "contacted",
        owner_id: String(colleague),
        due_date: "2026-12-01",
        due_time: "11:30",
        next_action: "Send the proposal",
        note: "Spoke to Asha; she wants a demo on Monday.",
      }),
    );
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/admin/leads/${id}?saved=1`);

    const lead = await database.db
      .selectFrom("leads")
      .select(["status", "owner_id", "next_action_at", "next_action_text"])
      .where("id", "=", id ?? 0)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({
      status: "contacted",
      owner_id: colleague,
      // 11:30 IST.
      next_action_at: "2026-12-01T06:00:00.000Z",
      next_action_text: "Send the proposal",
    });
    const events = await leadEvents(database.db, ["action", "note"]);
    expect(events.map((event) => event.action).sort()).toEqual([
      "assign",
      "follow_up",
      "note",
      "status",
    ]);
    expect(events.find((event) => event.action === "note")?.note).toBe(
      "Spoke to Asha; she wants a demo on Monday.",
    );
    const after = await staff.page(`/admin/leads/${id}`);
    expect(after).toContain("Spoke to Asha; she wants a demo on Monday.");
  });

  it("changes only what was changed, each part optional", async () => {
    const [id] = await insertLeads(database.db, [leadRow()]);
    const page = await staff.page(`/admin/leads/${id}`);
    const noteOnly = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(page, { note: "Left a voicemail." }),
    );
    expect(noteOnly.statusCode).toBe(303);
    expect(await leadEvents(database.db, ["action", "note"])).toEqual([
      { action: "note", note: "Left a voicemail." },
    ]);
  });

  it("keeps everything typed when one part is refused", async () => {
    const [id] = await insertLeads(database.db, [leadRow()]);
    const page = await staff.page(`/admin/leads/${id}`);
    const refused = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(page, {
        status: "qualified",
        due_date: "1 Dec",
        note: "Budget confirmed at ₹12 lakh.",
      }),
    );
    expect(refused.statusCode).toBe(400);
    const work = workSection(refused.body);
    expect(work).toContain("Enter the date as YYYY-MM-DD.");
    expect(work).toContain("Budget confirmed at ₹12 lakh.</textarea>");
    expect(work).toContain('<option value="qualified" selected="">');
    expect(work).toMatch(/name="due_date"[^>]*value="1 Dec"/);
    expect(await leadEvents(database.db, ["action"])).toEqual([]);
  });

  it("refuses a change made on a page opened before a colleague's, saying what changed", async () => {
    await createStaff(database.db, "anita@kaizenfusion.in", { display_name: "Anita Rao" });
    const anita = await signInCookie(app, "anita@kaizenfusion.in", STAFF_PASSWORD);
    const [id] = await insertLeads(database.db, [leadRow()]);
    // Both open the page; Anita saves first.
    const mine = await staff.page(`/admin/leads/${id}`);
    const hers = await staff.page(`/admin/leads/${id}`);
    const first = await postForm(
      app,
      `/admin/leads/${id}`,
      formAsShown(hers, { status: "contacted" }),
      {
        cookie: anita,
      },
    );
    expect(first.statusCode).toBe(303);

    const stale = await staff.post(
      `/admin/leads/${id}`,
      formAsShown(mine, {
        next_action: "Call on Monday",
        due_date: "2026-12-07",
        note: "She asked for references.",
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatch(
      /Anita Rao changed the status to Contacted at \d{1,2}:\d{2} [ap]m after you opened this page\. Your changes were not saved; review and submit again\./,
    );
    const work = workSection(stale.body);
    // What was typed stays; the status shows Anita's change, not the page's old one.
    expect(work).toContain("She asked for references.</textarea>");
    expect(work).toMatch(/name="next_action"[^>]*value="Call on Monday"/);
    expect(work).toContain('<option value="contacted" selected="">');

    const lead = await database.db
      .selectFrom("leads")
      .select(["status", "next_action_text"])
      .where("id", "=", id ?? 0)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ status: "contacted", next_action_text: null });
    expect((await leadEvents(database.db, ["action"])).map((event) => event.action)).toEqual([
      "status",
    ]);

    // Submitted again from the re-shown page, it is saved.
    const again = await staff.post(`/admin/leads/${id}`, formAsShown(stale.body, {}));
    expect(again.statusCode).toBe(303);
    expect((await leadEvents(database.db, ["action"])).map((event) => event.action)).toEqual([
      "status",
      "follow_up",
      "note",
    ]);
  });
});
