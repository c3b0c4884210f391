import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("owner and next action on the lead page on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    env: { FIRM_TIME_ZONE: "Asia/Kolkata" },
  });
  const staff = useSignedInStaff({ database, app });

  it("offers the active staff as owners and shows the next action on the firm's clock", async () => {
    const owner = await createStaff(database.db, "asha@kaizenfusion.in", {
      display_name: "Asha Menon",
    });
    await createStaff(database.db, "gone@kaizenfusion.in", {
      disabled_at: "2026-01-01T00:00:00.000Z",
    });
    const [id] = await insertLeads(database.db, [
      leadRow({
        owner_id: owner,
        next_action_at: "2026-03-01T19:00:00.000Z",
        next_action_text: "Call back",
        first_touched_at: "2026-03-01T11:00:00.000Z",
      }),
    ]);
    const page = await staff.get(`/admin/leads/${id}`);
    expect(page.statusCode).toBe(200);
    const work = page.body.slice(page.body.indexOf('aria-labelledby="work-this-lead"'));
    expect(work).toContain(`action="/admin/leads/${id}"`);
    expect(work).toContain("<strong>Owner:</strong> Asha Menon");
    expect(work).toContain(`<option value="${owner}" selected="">Asha Menon</option>`);
    expect(work).not.toContain("gone@kaizenfusion.in");
    expect(work).toContain("Due 2 Mar 2026, 12:30 am IST — Call back");
    expect(work).toMatch(/name="due_date"[^>]*value="2026-03-02"/);
    expect(work).toContain('value="00:30"');
    expect(work).not.toContain("Waiting ");
  });

  it("shows how long an escalated lead has waited for anyone to act on it", async () => {
    // Monday 2 March 2026, 09:00 IST; escalated and still untouched.
    const [id] = await insertLeads(database.db, [
      leadRow({ created_at: "2026-03-02T03:30:00.000Z", escalated_at: "2026-03-02T07:30:00.000Z" }),
    ]);
    const page = await staff.get(`/admin/leads/${id}`);
    expect(page.body).toMatch(/<p class="badge waiting"[^>]*>Waiting \d+ h<\/p>/);
  });
});
