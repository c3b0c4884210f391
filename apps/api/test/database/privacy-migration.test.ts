import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { migrateTo, ownTables, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useTestDatabase } from "../helpers/test-app";

describe.each(testDatabases)("the privacy migration on $name", (kind) => {
  const database = useTestDatabase(kind);

  it("treats leads saved before it as not opted in, and can be rolled back", async () => {
    const { db } = database;
    await migrateTo(database, "0004_staff");
    const [id] = await insertLeads(db, [leadRow({ name: "Saved before consent" })]);

    await migrateToLatest(db, database.dialect);
    expect(
      await db
        .selectFrom("leads")
        .select(["id", "marketing_opt_in", "privacy_notice_version", "marketing_opt_in_at"])
        .execute(),
    ).toEqual([
      { id, marketing_opt_in: 0, privacy_notice_version: null, marketing_opt_in_at: null },
    ]);

    await migrateTo(database, "0004_staff");
    const tables = await ownTables(database);
    expect(tables.map((table) => table.name)).not.toContain("privacy_erasures");
    const leads = tables.find((table) => table.name === "leads");
    expect(leads?.columns.map((column) => column.name)).not.toContain("marketing_opt_in");
    expect(await db.selectFrom("leads").select("name").execute()).toEqual([
      { name: "Saved before consent" },
    ]);
  });

  it("refuses an erasure log row with an unknown reason", async () => {
    await migrateToLatest(database.db, database.dialect);
    await expect(
      database.db
        .insertInto("privacy_erasures")
        // @ts-expect-error: the type refuses it too; the database must as well.
        .values({ reason: "whim", created_at: new Date().toISOString() })
        .execute(),
    ).rejects.toThrow();
  });
});
