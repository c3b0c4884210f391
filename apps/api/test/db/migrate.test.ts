import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/db/migrate";
import { migrations } from "../../src/db/migrations";
import { type TestDatabase, testDatabases } from "../helpers/databases";

describe.each(testDatabases)("migrations on $name", (kind) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await kind.open();
  });

  afterEach(async () => {
    await database.dispose();
  });

  it("applies every migration to an empty database, then has nothing left to do", async () => {
    const first = await migrateToLatest(database.db, database.dialect);
    expect(first.map((result) => [result.migrationName, result.status])).toEqual(
      Object.keys(migrations).map((name) => [name, "Success"]),
    );
    expect(Object.keys(migrations)[0]).toBe("0001_initial");
    expect(await migrateToLatest(database.db, database.dialect)).toEqual([]);
  });

  it("creates a working app_meta table", async () => {
    await migrateToLatest(database.db, database.dialect);
    await database.db.insertInto("app_meta").values({ key: "site", value: "ready" }).execute();
    const row = await database.db
      .selectFrom("app_meta")
      .selectAll()
      .where("key", "=", "site")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ key: "site", value: "ready" });
    await expect(
      database.db.insertInto("app_meta").values({ key: "site", value: "twice" }).execute(),
    ).rejects.toThrow();
  });
});
