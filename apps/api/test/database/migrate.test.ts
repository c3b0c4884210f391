import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { migrations } from "../../src/infrastructure/database/migrations";
import { currentSchema, type DatabaseKind, testDatabases } from "../helpers/databases";
import { useTestDatabase } from "../helpers/test-app";

describe.each(testDatabases)("migrations on $name", (kind) => {
  const database = useTestDatabase(kind);

  it("applies every migration to an empty database, then has nothing left to do", async () => {
    const first = await migrateToLatest(database.db, database.dialect);
    expect(first.map((result) => [result.migrationName, result.status])).toEqual(
      Object.keys(migrations).map((name) => [name, "Success"]),
    );
    expect(Object.keys(migrations)[0]).toBe("0001_initial");
    expect(await migrateToLatest(database.db, database.dialect)).toEqual([]);
  });

  it("leaves the leads table with the indexes its queries use, and each only once", async () => {
    await migrateToLatest(database.db, database.dialect);
    const names =
      database.dialect === "postgres"
        ? (
            await sql<{ name: string }>`
              SELECT indexname AS name FROM pg_indexes
              WHERE tablename = 'leads' AND schemaname = current_schema()`.execute(database.db)
          ).rows
        : (
            await sql<{ name: string }>`
              SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'leads'
              AND sql IS NOT NULL`.execute(database.db)
          ).rows;
    expect(
      names
        .map((row) => row.name)
        .filter((name) => name.endsWith("_idx"))
        .sort(),
    ).toEqual([
      // The person and company pages read a record's leads by these; the linker finds the leads
      // it has not linked yet by their empty person.
      "leads_company_idx",
      "leads_created_at_id_email_ip_idx",
      // Unique: a save repeated under its Idempotency-Key stores nothing.
      "leads_idempotency_key_idx",
      "leads_kind_created_at_idx",
      // Partial: only leads with an owner or a next action are in them, so a save writes to neither.
      "leads_next_action_at_idx",
      "leads_owner_id_status_idx",
      "leads_person_idx",
      // Unique: no two requests share the reference their visitors were given.
      "leads_reference_idx",
      "leads_status_created_at_idx",
    ]);
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

// Two instances of a deploy start at once against one PostgreSQL: Kysely's migrator takes an
// advisory lock, so one applies the migrations and the other finds nothing left to do.
describe.skipIf(!testDatabases.some((kind) => kind.name === "postgres"))(
  "two servers starting together on postgres",
  () => {
    const postgres = testDatabases.find((kind) => kind.name === "postgres") as DatabaseKind;
    const database = useTestDatabase(postgres);

    it("apply each migration exactly once, and both start", async () => {
      const schema = await currentSchema(database);
      const other = await createDatabase(database.settings, { schema });
      try {
        const [first, second] = await Promise.all([
          migrateToLatest(database.db, "postgres"),
          migrateToLatest(other, "postgres"),
        ]);
        const applied = [...first, ...second];
        expect(applied.every((result) => result.status === "Success")).toBe(true);
        expect(applied.map((result) => result.migrationName).sort()).toEqual(
          Object.keys(migrations).sort(),
        );
        const { rows } = await sql<{
          count: string;
        }>`select count(*) as count from kysely_migration`.execute(database.db);
        expect(Number(rows[0]?.count)).toBe(Object.keys(migrations).length);
      } finally {
        await other.destroy();
      }
    });
  },
);
