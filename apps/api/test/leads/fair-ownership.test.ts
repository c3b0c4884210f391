import { beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import type { LeadKind } from "../../src/infrastructure/database/schema";
import { createLeadWorkJobs } from "../../src/leads/assignment/lead-work-jobs";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, getPage, postForm, signInCookie } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

const silentLog = { info() {}, warn() {} };

describe.each(testDatabases)("fair and whole ownership on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  let cookie: string;
  let asha: number;
  let bala: number;
  let chitra: number;

  const runJobs = async () => {
    const job = createLeadWorkJobs(
      { ...loadConfig({ LOG_LEVEL: "silent" }), database: database.settings },
      database.db,
      silentLog,
    );
    const result = await job.run();
    await job.stop();
    return result;
  };

  beforeEach(async () => {
    await createStaff(database.db);
    asha = await createStaff(database.db, "asha@kaizenfusion.in", { display_name: "Asha" });
    bala = await createStaff(database.db, "bala@kaizenfusion.in", { display_name: "Bala" });
    chitra = await createStaff(database.db, "chitra@kaizenfusion.in", { display_name: "Chitra" });
    cookie = await signInCookie(app);
  });

  /** Ticks who takes which kinds on the assignment settings page. */
  const take = (rules: [LeadKind, number][]) =>
    postForm(
      app,
      "/admin/assignment",
      Object.fromEntries(rules.map(([leadKind, id]) => [`take_${leadKind}_${id}`, "on"])),
      { cookie },
    );

  const leadsOf = (kinds: LeadKind[], prefix = "Lead") =>
    kinds.map((leadKind, index) =>
      leadRow({
        kind: leadKind,
        name: `${prefix} ${index}`,
        email: `${prefix.toLowerCase()}${index}@example.in`,
        created_at: new Date(Date.UTC(2026, 10, 29, 4, index)).toISOString(),
      }),
    );

  const countByOwner = async () => {
    const rows = await database.db.selectFrom("leads").select("owner_id").execute();
    const counts = new Map<number | null, number>();
    for (const row of rows) counts.set(row.owner_id, (counts.get(row.owner_id) ?? 0) + 1);
    return counts;
  };

  it("carries one turn across kinds: 3 reps taking 2 kinds get 2 each of 6 leads alternating kinds", async () => {
    await take(
      [asha, bala, chitra].flatMap((id) => [
        ["contact", id] as [LeadKind, number],
        ["estimate", id] as [LeadKind, number],
      ]),
    );
    await insertLeads(
      database.db,
      leadsOf(["contact", "estimate", "contact", "estimate", "contact", "estimate"]),
    );
    expect((await runJobs()).assigned).toBe(6);
    const owners = (
      await database.db.selectFrom("leads").select("owner_id").orderBy("created_at").execute()
    ).map((row) => row.owner_id);
    expect(owners).toEqual([asha, bala, chitra, asha, bala, chitra]);
  });

  it("rotates fairly when kinds are taken by different people", async () => {
    // Asha and Bala take contacts, Bala and Chitra estimates.
    await take([
      ["contact", asha],
      ["contact", bala],
      ["estimate", bala],
      ["estimate", chitra],
    ]);
    await insertLeads(
      database.db,
      leadsOf(["contact", "estimate", "contact", "estimate", "contact", "estimate"]),
    );
    await runJobs();
    const counts = await countByOwner();
    expect([counts.get(asha), counts.get(bala), counts.get(chitra)]).toEqual([2, 2, 2]);
  });

  it("gives a person's new request to the owner who already works with them, whatever its kind or case", async () => {
    await take([
      ["contact", asha],
      ["contact", bala],
    ]);
    const [earlier] = await insertLeads(database.db, [
      leadRow({
        kind: "estimate",
        name: "Ravi Shah",
        email: "ravi@tatva.in",
        owner_id: chitra,
        created_at: "2026-11-28T04:00:00.000Z",
      }),
    ]);
    const [again, other] = await insertLeads(database.db, [
      // Stored lower-cased by the save; an older row in another case still counts as the person.
      leadRow({
        name: "Ravi Shah",
        email: "ravi@tatva.in",
        created_at: "2026-11-29T04:00:00.000Z",
      }),
      leadRow({ name: "Someone Else", email: "else@x.in", created_at: "2026-11-29T04:01:00.000Z" }),
    ]);
    await database.db
      .updateTable("leads")
      .set({ email: "Ravi@Tatva.in" })
      .where("id", "=", earlier as number)
      .execute();
    await runJobs();
    const rows = await database.db
      .selectFrom("leads")
      .select(["id", "owner_id"])
      .where("id", "in", [again as number, other as number])
      .orderBy("id")
      .execute();
    // Chitra takes no contacts, yet she already works with Ravi; the turn is not used up on him.
    expect(rows).toEqual([
      { id: again, owner_id: chitra },
      { id: other, owner_id: asha },
    ]);
    const page = await getPage(app, `/admin/leads/${again}`, cookie);
    expect(page.body).toContain("Assigned to Chitra: Chitra already works with this person");
  });

  it("uses the round robin when the person's owner is disabled", async () => {
    await take([
      ["contact", asha],
      ["contact", bala],
    ]);
    await insertLeads(database.db, [
      leadRow({ email: "ravi@tatva.in", owner_id: chitra, status: "won" }),
    ]);
    await database.db
      .updateTable("staff_users")
      .set({ disabled_at: "2026-11-28T00:00:00.000Z" })
      .where("id", "=", chitra)
      .execute();
    const [fresh] = await insertLeads(database.db, [
      leadRow({ email: "ravi@tatva.in", created_at: "2026-11-29T04:00:00.000Z" }),
    ]);
    await runJobs();
    const lead = await database.db
      .selectFrom("leads")
      .select("owner_id")
      .where("id", "=", fresh as number)
      .executeTakeFirstOrThrow();
    expect(lead.owner_id).toBe(asha);
  });
});
