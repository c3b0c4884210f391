import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("disabling a rep with open leads on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const admin = useSignedInStaff({ database, app });
  let ravi: number;
  let asha: number;
  let bala: number;
  let openIds: number[];
  let wonId: number;

  beforeEach(async () => {
    ravi = await createStaff(database.db, "ravi@kaizenfusion.in", { display_name: "Ravi" });
    asha = await createStaff(database.db, "asha@kaizenfusion.in", { display_name: "Asha" });
    bala = await createStaff(database.db, "bala@kaizenfusion.in", { display_name: "Bala" });
    // Four people, each with a phone of their own: the inbox shows one row per person.
    const ids = await insertLeads(database.db, [
      leadRow({
        name: "Open New",
        email: "n@x.in",
        phone: "+919810000001",
        owner_id: ravi,
        status: "new",
      }),
      leadRow({
        name: "Open Contacted",
        email: "c@x.in",
        phone: "+919810000002",
        owner_id: ravi,
        status: "contacted",
      }),
      leadRow({
        name: "Open Qualified",
        email: "q@x.in",
        phone: "+919810000003",
        owner_id: ravi,
        status: "qualified",
      }),
      leadRow({
        name: "Closed Won",
        email: "w@x.in",
        phone: "+919810000004",
        owner_id: ravi,
        status: "won",
      }),
    ]);
    openIds = ids.slice(0, 3);
    wonId = ids[3] ?? 0;
  });

  const ownersOf = async (ids: number[]) =>
    (
      await database.db
        .selectFrom("leads")
        .select(["id", "owner_id"])
        .where("id", "in", ids)
        .orderBy("id")
        .execute()
    ).map((row) => row.owner_id);

  const takeContacts = (...ids: number[]) =>
    admin.post(
      "/admin/assignment",
      Object.fromEntries(ids.map((id) => [`take_contact_${id}`, "on"])),
    );

  it("offers, in the disable step, the round robin or a named colleague for the open leads", async () => {
    const page = await admin.page("/admin/staff");
    const row = page
      .slice(page.indexOf('data-staff-email="ravi@kaizenfusion.in"'))
      .split("</tr>")[0];
    expect(row).toContain(`action="/admin/staff/${ravi}/disable"`);
    expect(row).toContain("3 open leads");
    expect(row).toContain(
      '<option value="round_robin" selected="">Hand to the round robin</option>',
    );
    expect(row).toContain(`<option value="${asha}">Give to Asha</option>`);
    expect(row).not.toContain(`<option value="${ravi}">`);
  });

  it("hands the open leads to the round robin, each moved on its timeline, and leaves closed ones", async () => {
    await takeContacts(asha, bala);
    const disabled = await admin.post(`/admin/staff/${ravi}/disable`, { leads: "round_robin" });
    expect(disabled.statusCode).toBe(303);
    expect(await ownersOf(openIds)).toEqual([asha, bala, asha]);
    expect(await ownersOf([wonId])).toEqual([ravi]);
    const events = await database.db
      .selectFrom("lead_events")
      .select(["lead_id", "action", "owner_id", "reason", "staff_user_id"])
      .orderBy("id")
      .execute();
    expect(events).toEqual(
      openIds.map((id, index) => ({
        lead_id: id,
        action: "assign",
        owner_id: index === 1 ? bala : asha,
        reason: "owner_disabled",
        staff_user_id: admin.id(),
      })),
    );
    const page = await admin.page(`/admin/leads/${openIds[1]}`);
    expect(page).toContain("gave it to Bala when its owner&#x27;s account was disabled");
    const notice = await admin.page(`/admin/staff?done=disabled&email=ravi%40kaizenfusion.in`);
    expect(notice).toContain("Disabled ravi@kaizenfusion.in");
  });

  it("leaves a lead nobody takes without an owner, where the Unassigned view finds it", async () => {
    const disabled = await admin.post(`/admin/staff/${ravi}/disable`, { leads: "round_robin" });
    expect(disabled.statusCode).toBe(303);
    expect(await ownersOf(openIds)).toEqual([null, null, null]);
    const unassigned = await admin.page("/admin/leads?view=unassigned");
    for (const id of openIds) expect(unassigned).toContain(`href="/admin/leads/${id}"`);
  });

  it("gives the open leads to a named colleague", async () => {
    const disabled = await admin.post(`/admin/staff/${ravi}/disable`, { leads: String(bala) });
    expect(disabled.statusCode).toBe(303);
    expect(await ownersOf(openIds)).toEqual([bala, bala, bala]);
    expect(await ownersOf([wonId])).toEqual([ravi]);
  });

  it("refuses a colleague who is disabled, unknown or the rep themselves, disabling nobody", async () => {
    await database.db
      .updateTable("staff_users")
      .set({ disabled_at: "2026-11-01T00:00:00.000Z" })
      .where("id", "=", asha)
      .execute();
    for (const leads of [String(asha), "99999", String(ravi), "1 OR 1=1"]) {
      const refused = await admin.post(`/admin/staff/${ravi}/disable`, { leads });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(
        "Choose the round robin or an active colleague for their open leads.",
      );
    }
    const account = await database.db
      .selectFrom("staff_users")
      .select("disabled_at")
      .where("id", "=", ravi)
      .executeTakeFirstOrThrow();
    expect(account.disabled_at).toBeNull();
    expect(await ownersOf(openIds)).toEqual([ravi, ravi, ravi]);
  });

  it("shows leads of an account disabled before as its owner's '(disabled)' and in the Unassigned view", async () => {
    // Disabled before leads moved at disable time.
    await database.db
      .updateTable("staff_users")
      .set({ disabled_at: "2026-11-01T00:00:00.000Z" })
      .where("id", "=", ravi)
      .execute();
    const inbox = await admin.page("/admin/leads");
    expect(inbox).toContain("Ravi (disabled)");
    const board = await admin.page("/admin/board");
    expect(board).toContain("Ravi (disabled)");
    const unassigned = await admin.page("/admin/leads?view=unassigned");
    for (const id of openIds) expect(unassigned).toContain(`href="/admin/leads/${id}"`);
    const toPerson = await admin.get(`/admin/leads/${openIds[0]}/person`);
    const person = await admin.page(toPerson.headers.location ?? "");
    expect(person).toContain("Ravi (disabled)");
    const page = await admin.page(`/admin/leads/${openIds[0]}`);
    expect(page).toContain("<strong>Owner:</strong> Ravi (disabled)");
    // The owner select starts at no choice, so saving a note moves nothing by accident.
    expect(page).toContain('<option value="" selected="">Choose a new owner</option>');
    const version = /name="version" value="(\d+)"/.exec(page)?.[1] ?? "0";
    const noted = await admin.post(`/admin/leads/${openIds[0]}`, {
      version,
      opened_at: new Date().toISOString(),
      owner_id: "",
      status: "new",
      activity: "note",
      note: "Ravi has left; checking who takes this.",
    });
    expect(noted.statusCode).toBe(303);
    expect(await ownersOf([openIds[0] ?? 0])).toEqual([ravi]);
  });
});
