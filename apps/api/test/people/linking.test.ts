import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { linkPendingLeads } from "../../src/people/person-linker";
import { openMigratedDatabase, type TestDatabase, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff } from "../helpers/staff-session";

const NOW = () => new Date("2026-12-01T10:00:00.000Z");

describe.each(testDatabases)("linking leads to people and companies on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openMigratedDatabase(kind);
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.deleteFrom("leads").execute();
    await database.db.deleteFrom("people").execute();
    await database.db.deleteFrom("companies").execute();
  });

  const links = () =>
    database.db
      .selectFrom("leads")
      .leftJoin("people", "people.id", "leads.person_id")
      .leftJoin("companies", "companies.id", "leads.company_id")
      .select([
        "leads.name",
        "leads.person_id",
        "leads.company_id",
        "people.email_key",
        "people.phone_key",
        "people.owner_id",
        "companies.name as company_name",
      ])
      .orderBy("leads.id")
      .execute();

  it("links existing leads on the first run: one person per mailbox or phone, one company per name", async () => {
    const rep = await createStaff(database.db, "ravi@kaizenfusion.in", { role: "sales" });
    await insertLeads(database.db, [
      leadRow({ name: "Asha Rao", email: "Asha.Rao@gmail.com", company: "Tatva Industries" }),
      leadRow({
        name: "Asha",
        email: "asharao+erp@googlemail.com",
        phone: "98100 12345",
        company: "TATVA INDUSTRIES PVT. LTD.",
        owner_id: rep,
      }),
      // Another address, the same phone written another way: the same person.
      leadRow({
        name: "A. Rao",
        email: "asha@tatva.in",
        phone: "+919810012345",
        company: "Tatva Industries Private Limited",
      }),
      leadRow({
        name: "Vikram Shah",
        email: "vikram@shahexports.in",
        phone: "12345",
        company: null,
      }),
    ]);

    expect(await linkPendingLeads(database.db, NOW)).toBe(4);
    const rows = await links();
    const [asha, again, byPhone, vikram] = rows;
    expect(again?.person_id).toBe(asha?.person_id);
    expect(byPhone?.person_id).toBe(asha?.person_id);
    expect(vikram?.person_id).not.toBe(asha?.person_id);
    expect(new Set(rows.slice(0, 3).map((row) => row.company_id)).size).toBe(1);
    expect(asha).toMatchObject({
      email_key: "asharao@gmail.com",
      phone_key: "+919810012345",
      owner_id: rep,
      company_name: "Tatva Industries",
    });
    expect(vikram).toMatchObject({ company_id: null, phone_key: null, owner_id: null });
    expect(await database.db.selectFrom("people").select("id").execute()).toHaveLength(2);
    expect(await database.db.selectFrom("companies").select("id").execute()).toHaveLength(1);

    // Idempotent: nothing left to do, nothing changes.
    expect(await linkPendingLeads(database.db, NOW)).toBe(0);
    expect(await links()).toEqual(rows);

    // A new request of a known person joins their record.
    await insertLeads(database.db, [leadRow({ name: "Asha R", email: "ASHA.RAO@gmail.com" })]);
    expect(await linkPendingLeads(database.db, NOW)).toBe(1);
    expect((await links()).at(-1)?.person_id).toBe(asha?.person_id);
  });

  it("links many leads in batches, and two runs at once link each lead once", async () => {
    await insertLeads(
      database.db,
      Array.from({ length: 250 }, (_, index) =>
        leadRow({ name: `Lead ${index}`, email: `lead${index % 120}@example.in`, phone: null }),
      ),
    );
    const [first, second] = await Promise.all([
      linkPendingLeads(database.db, NOW),
      linkPendingLeads(database.db, NOW),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(250);
    expect(await database.db.selectFrom("people").select("id").execute()).toHaveLength(120);
    const unlinked = await database.db
      .selectFrom("leads")
      .select("id")
      .where("person_id", "is", null)
      .execute();
    expect(unlinked).toEqual([]);
  });
});
