import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import { createLeadWorkJobs } from "../../src/leads/assignment/lead-work-jobs";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, getPage, postForm, signInCookie } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

const silentLog = { info() {}, warn() {} };

describe.each(testDatabases)("round-robin lead owners on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  let cookie: string;
  let admin: number;
  let asha: number;
  let bala: number;

  const jobs = () =>
    createLeadWorkJobs(
      { ...loadConfig({ LOG_LEVEL: "silent" }), database: database.settings },
      database.db,
      silentLog,
    );

  beforeEach(async () => {
    admin = await createStaff(database.db);
    asha = await createStaff(database.db, "asha@kaizenfusion.in");
    bala = await createStaff(database.db, "bala@kaizenfusion.in");
    cookie = await signInCookie(app);
  });

  const takeContacts = (...staffIds: number[]) =>
    postForm(
      app,
      "/admin/assignment",
      Object.fromEntries(staffIds.map((id) => [`take_contact_${id}`, "on"])),
      { cookie },
    );

  const owners = async () =>
    (
      await database.db
        .selectFrom("leads")
        .select(["name", "owner_id"])
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    ).map((row) => [row.name, row.owner_id]);

  const contacts = (count: number, start = 0) =>
    Array.from({ length: count }, (_, index) =>
      leadRow({
        name: `Contact ${start + index}`,
        // Different people: one person's requests all go to the owner already working with them.
        email: `contact${start + index}@example.in`,
        created_at: new Date(Date.UTC(2026, 2, 1, 10, start + index)).toISOString(),
      }),
    );

  it("gives three contact leads to two staff in turn: A, B, A, each recorded as automatic", async () => {
    const saved = await takeContacts(asha, bala);
    expect(saved.statusCode).toBe(303);
    const page = await getPage(app, "/admin/assignment", cookie);
    expect(page.body).toContain(`name="take_contact_${asha}" checked=""`);
    expect(page.body).not.toContain(`name="take_contact_${admin}" checked=""`);

    const [first, second, third] = await insertLeads(database.db, contacts(3));
    const job = jobs();
    expect((await job.run()).assigned).toBe(3);
    await job.stop();
    expect(await owners()).toEqual([
      ["Contact 0", asha],
      ["Contact 1", bala],
      ["Contact 2", asha],
    ]);
    const events = await database.db
      .selectFrom("lead_events")
      .select(["lead_id", "action", "owner_id", "staff_user_id"])
      .where("action", "=", "assign")
      .orderBy("id")
      .execute();
    expect(events).toEqual([
      { lead_id: first, action: "assign", owner_id: asha, staff_user_id: null },
      { lead_id: second, action: "assign", owner_id: bala, staff_user_id: null },
      { lead_id: third, action: "assign", owner_id: asha, staff_user_id: null },
    ]);
    // An automatic assignment is no staff action: the lead still waits for a first touch.
    const untouched = await database.db
      .selectFrom("leads")
      .select("first_touched_at")
      .where("first_touched_at", "is not", null)
      .execute();
    expect(untouched).toEqual([]);

    // The turn carries on with the next lead: B.
    await insertLeads(database.db, contacts(1, 3));
    await jobs().run();
    expect((await owners()).at(-1)).toEqual(["Contact 3", bala]);
  });

  it("gives nothing to staff who do not take the kind or whose account is disabled", async () => {
    await takeContacts(asha, bala);
    await database.db
      .updateTable("staff_users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", bala)
      .execute();
    await insertLeads(database.db, [
      ...contacts(3),
      leadRow({ kind: "candidate", name: "Job Seeker", created_at: "2026-03-01T11:00:00.000Z" }),
    ]);
    await jobs().run();
    expect(await owners()).toEqual([
      ["Contact 0", asha],
      ["Contact 1", asha],
      ["Contact 2", asha],
      // Nobody takes candidates: it stays unassigned.
      ["Job Seeker", null],
    ]);
    // A disabled account is not offered on the settings page either.
    const page = await getPage(app, "/admin/assignment", cookie);
    expect(page.body).toContain("asha@kaizenfusion.in");
    expect(page.body).not.toContain("bala@kaizenfusion.in");
  });

  it("never assigns a lead twice nor skips a turn when two servers assign at once", async () => {
    await takeContacts(asha, bala);
    await insertLeads(database.db, contacts(20));
    // A second server: its own connections to the same PostgreSQL schema. better-sqlite3 blocks
    // its thread while waiting for a lock, so on SQLite both share the app's connection and
    // interleave at every query instead.
    const schema =
      database.dialect === "postgres"
        ? (
            await database.db
              .selectNoFrom((eb) => eb.fn<string>("current_schema").as("schema"))
              .executeTakeFirstOrThrow()
          ).schema
        : undefined;
    const other =
      schema === undefined ? database.db : await createDatabase(database.settings, { schema });
    try {
      const config = { ...loadConfig({ LOG_LEVEL: "silent" }), database: database.settings };
      const first = createLeadWorkJobs(config, database.db, silentLog);
      const second = createLeadWorkJobs(config, other, silentLog);
      const [a, b] = await Promise.all([first.run(), second.run()]);
      expect(a.assigned + b.assigned).toBe(20);
    } finally {
      if (other !== database.db) await other.destroy();
    }
    const assignments = await database.db
      .selectFrom("lead_events")
      .select(["lead_id"])
      .where("action", "=", "assign")
      .execute();
    expect(new Set(assignments.map((row) => row.lead_id)).size).toBe(20);
    expect(assignments).toHaveLength(20);
    expect((await owners()).map(([, owner]) => owner)).toEqual(
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? asha : bala)),
    );
  });

  it("reassigns a lead in one step and records who did it", async () => {
    const [id] = await insertLeads(database.db, [leadRow({ owner_id: asha })]);
    const moved = await postForm(
      app,
      `/admin/leads/${id}/owner`,
      { owner_id: String(bala) },
      { cookie },
    );
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe(`/admin/leads/${id}?saved=1`);
    const lead = await database.db
      .selectFrom("leads")
      .select(["owner_id", "first_touched_at"])
      .where("id", "=", id as number)
      .executeTakeFirstOrThrow();
    expect(lead.owner_id).toBe(bala);
    // Reassigning is not contacting the person.
    expect(lead.first_touched_at).toBeNull();
    const events = await database.db
      .selectFrom("lead_events")
      .select(["action", "owner_id", "staff_user_id"])
      .execute();
    expect(events).toEqual([{ action: "assign", owner_id: bala, staff_user_id: admin }]);

    // A disabled account, an unknown id or a non-number cannot become the owner.
    await database.db
      .updateTable("staff_users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", asha)
      .execute();
    for (const owner of [String(asha), "99999", "1 OR 1=1", ""]) {
      const refused = await postForm(
        app,
        `/admin/leads/${id}/owner`,
        { owner_id: owner },
        { cookie },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain("Choose an active staff member as the owner.");
    }
    const missing = await postForm(
      app,
      "/admin/leads/424242/owner",
      { owner_id: String(bala) },
      { cookie },
    );
    expect(missing.statusCode).toBe(404);
  });
});
