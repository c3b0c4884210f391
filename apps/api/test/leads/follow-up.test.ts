import { describe, expect, it } from "vitest";
import type { LeadView } from "../../src/leads/inbox/lead-filters";
import { viewCondition } from "../../src/leads/inbox/lead-views";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadEvents, leadRow } from "../helpers/lead-rows";
import { createStaff, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("follow-ups on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    env: { FIRM_TIME_ZONE: "Asia/Kolkata" },
  });
  const staff = useSignedInStaff({ database, app });

  const leadOf = (id: number) =>
    database.db
      .selectFrom("leads")
      .select(["next_action_at", "next_action_text", "first_touched_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();

  it("stores a next action entered on the firm's clock in UTC, on the timeline, and clears it", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow()]);
    const saved = await staff.post(`/admin/leads/${id}/follow-up`, {
      due_date: "2026-03-02",
      due_time: "00:30",
      next_action: "Call about the   ERP demo",
    });
    expect(saved.statusCode).toBe(303);
    // 00:30 IST on 2 March is 19:00 UTC on 1 March.
    const lead = await leadOf(id);
    expect(lead.next_action_at).toBe("2026-03-01T19:00:00.000Z");
    expect(lead.next_action_text).toBe("Call about the ERP demo");
    // Planning a follow-up is not contacting the person.
    expect(lead.first_touched_at).toBeNull();

    const cleared = await staff.post(`/admin/leads/${id}/follow-up`, {
      due_date: "",
      due_time: "",
      next_action: "",
      clear: "1",
    });
    expect(cleared.statusCode).toBe(303);
    expect(await leadOf(id)).toMatchObject({ next_action_at: null, next_action_text: null });

    const events = await leadEvents(database.db, ["action", "due_at", "note", "staff_user_id"]);
    expect(events).toEqual([
      {
        action: "follow_up",
        due_at: "2026-03-01T19:00:00.000Z",
        note: "Call about the ERP demo",
        staff_user_id: staff.id(),
      },
      { action: "follow_up", due_at: null, note: null, staff_user_id: staff.id() },
    ]);
  });

  it("refuses a date or time that is not one, and a text over 500 characters, with a 400", async () => {
    const [id = 0] = await insertLeads(database.db, [leadRow()]);
    const cases: [Record<string, string>, string][] = [
      [{ due_date: "2026-02-30", due_time: "10:00" }, "Enter the date as YYYY-MM-DD."],
      [{ due_date: "tomorrow", due_time: "10:00" }, "Enter the date as YYYY-MM-DD."],
      [{ due_date: "2026-03-02", due_time: "25:00" }, "Enter the time as HH:MM."],
      [
        { due_date: "2026-03-02", due_time: "10:00", next_action: "x".repeat(501) },
        "Keep what to do to 500 characters.",
      ],
    ];
    for (const [form, message] of cases) {
      const refused = await staff.post(`/admin/leads/${id}/follow-up`, form);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(message);
    }
    expect(await leadOf(id)).toMatchObject({ next_action_at: null });
    const missing = await staff.post("/admin/leads/424242/follow-up", {
      due_date: "2026-03-02",
      due_time: "10:00",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("lists overdue and due-today leads by the firm's calendar day around midnight IST", async () => {
    const other = await createStaff(database.db, "bala@kaizenfusion.in");
    await insertLeads(database.db, [
      // 23:50 IST on 1 March
      leadRow({
        name: "Late yesterday",
        next_action_at: "2026-03-01T18:20:00.000Z",
        owner_id: staff.id(),
      }),
      // 00:10 IST on 2 March
      leadRow({
        name: "Just after midnight",
        next_action_at: "2026-03-01T18:40:00.000Z",
        owner_id: other,
      }),
      // 23:50 IST on 2 March
      leadRow({
        name: "Late today",
        next_action_at: "2026-03-02T18:20:00.000Z",
        owner_id: staff.id(),
      }),
      // 00:10 IST on 3 March
      leadRow({ name: "Tomorrow", next_action_at: "2026-03-02T18:40:00.000Z" }),
      leadRow({ name: "No next action" }),
    ]);
    const names = async (view: LeadView, now: string) =>
      (
        await database.db
          .selectFrom("leads")
          .select("name")
          .where((eb) =>
            viewCondition(eb, view, {
              staffUserId: staff.id(),
              now: new Date(now),
              timeZone: "Asia/Kolkata",
            }),
          )
          .orderBy("next_action_at")
          .execute()
      ).map((row) => row.name);

    // 00:20 IST on 2 March: the firm's day has begun, though UTC is still on 1 March.
    const justAfterMidnight = "2026-03-01T18:50:00.000Z";
    expect(await names("overdue", justAfterMidnight)).toEqual([
      "Late yesterday",
      "Just after midnight",
    ]);
    expect(await names("today", justAfterMidnight)).toEqual(["Just after midnight", "Late today"]);
    // 23:55 IST on 1 March: still the day before.
    expect(await names("today", "2026-03-01T18:25:00.000Z")).toEqual(["Late yesterday"]);
    expect(await names("mine", justAfterMidnight)).toEqual(["Late yesterday", "Late today"]);
  });
});
