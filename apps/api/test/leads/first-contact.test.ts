import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import {
  createStaff,
  postForm,
  STAFF_PASSWORD,
  signInCookie,
  useSignedInStaff,
} from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("first contact on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app });

  const firstTouched = async (id: number | undefined) =>
    (
      await database.db
        .selectFrom("leads")
        .select("first_touched_at")
        .where("id", "=", id ?? 0)
        .executeTakeFirstOrThrow()
    ).first_touched_at;

  /** Sends the lead page's form as shown, with `changes`, as whoever `cookie` signs in. */
  async function work(id: number | undefined, changes: Record<string, string>, cookie?: string) {
    const page = await staff.page(`/admin/leads/${id}`);
    const version = /name="version" value="(\d+)"/.exec(page)?.[1] ?? "";
    const opened = /name="opened_at" value="([^"]+)"/.exec(page)?.[1] ?? "";
    const form = { version, opened_at: opened, due_time: "10:00", ...changes };
    const response =
      cookie === undefined
        ? await staff.post(`/admin/leads/${id}`, form)
        : await postForm(app, `/admin/leads/${id}`, form, { cookie });
    expect(response.statusCode).toBe(303);
  }

  it("is not reassigning, planning a follow-up or a plain note", async () => {
    const colleague = await createStaff(database.db, "ravi@kaizenfusion.in");
    const [id] = await insertLeads(database.db, [leadRow({ owner_id: staff.id() })]);
    await work(id, { owner_id: String(staff.id()), due_date: "2026-12-01", next_action: "Call" });
    await work(id, { owner_id: String(colleague), due_date: "2026-12-01", next_action: "Call" });
    await work(id, {
      owner_id: String(colleague),
      due_date: "2026-12-01",
      next_action: "Call",
      note: "Looked them up",
    });
    expect(await firstTouched(id)).toBeNull();
  });

  it("is a logged call, e-mail or meeting, or the owner marking it contacted", async () => {
    const [called, contacted, byOther] = await insertLeads(database.db, [
      leadRow({ owner_id: staff.id(), email: "a@example.in" }),
      leadRow({ owner_id: staff.id(), email: "b@example.in" }),
      leadRow({ email: "c@example.in" }),
    ]);
    await work(called, {
      owner_id: String(staff.id()),
      activity: "call",
      note: "Spoke to Asha for ten minutes",
    });
    expect(await firstTouched(called)).not.toBeNull();
    expect(await staff.page(`/admin/leads/${called}`)).toContain("logged a call");

    await work(contacted, { owner_id: String(staff.id()), status: "contacted" });
    expect(await firstTouched(contacted)).not.toBeNull();

    // Someone who does not own the lead marking it contacted is not its first contact.
    const owner = await createStaff(database.db, "anita@kaizenfusion.in");
    await database.db
      .updateTable("leads")
      .set({ owner_id: owner })
      .where("id", "=", byOther ?? 0)
      .execute();
    await work(byOther, { owner_id: String(owner), status: "contacted" });
    expect(await firstTouched(byOther)).toBeNull();
    await work(
      byOther,
      { owner_id: String(owner), status: "new" },
      await signInCookie(app, "anita@kaizenfusion.in", STAFF_PASSWORD),
    );
    expect(await firstTouched(byOther)).toBeNull();
  });
});
