import { type Kysely, Migrator, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { migrations } from "../../src/infrastructure/database/migrations";
import type { Database } from "../../src/infrastructure/database/schema";
import { ensureFirstAdmin } from "../../src/staff/auth/ensure-first-admin";
import { verifyPassword } from "../../src/staff/auth/password-hash";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";

async function migrateTo(db: Kysely<Database>, name: string, dialect: TestDatabase["dialect"]) {
  const schema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error } = await migrator.migrateTo(name);
  if (error !== undefined) throw error;
}

describe.each(testDatabases)("staff tables on $name", (kind) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await kind.open();
  });

  afterEach(() => database.dispose());

  it("keeps existing leads, notifications and resumes when it adds the qualified status", async () => {
    const { db } = database;
    await migrateTo(db, "0003_blog_employees_resumes", database.dialect);
    const [id = 0] = await insertLeads(db, [leadRow({ kind: "candidate", status: "won" })]);
    await db
      .insertInto("outbox")
      .values({ lead_id: id, channel: "email", attempts: 0, next_attempt_at: "x", created_at: "x" })
      .execute();
    await db
      .insertInto("resumes")
      .values({
        lead_id: id,
        file_name: "cv.pdf",
        size: 4,
        content: Buffer.from("%PDF"),
        created_at: "x",
      })
      .execute();

    await migrateToLatest(db, database.dialect);

    expect(await db.selectFrom("leads").select(["id", "status"]).execute()).toEqual([
      { id, status: "won" },
    ]);
    expect(await db.selectFrom("outbox").select("lead_id").execute()).toEqual([{ lead_id: id }]);
    expect(await db.selectFrom("resumes").select("lead_id").execute()).toEqual([{ lead_id: id }]);
    await db.updateTable("leads").set({ status: "qualified" }).execute();
    await expect(
      db
        .updateTable("leads")
        .set({ status: "archived" as "won" })
        .execute(),
    ).rejects.toThrow();
    // Foreign keys still hold: deleting the lead takes its rows with it, new ids never repeat.
    await db.deleteFrom("leads").execute();
    expect(await db.selectFrom("outbox").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("resumes").selectAll().execute()).toEqual([]);
    const [next = 0] = await insertLeads(db, [leadRow()]);
    expect(next).toBeGreaterThan(id);
  });

  it("creates the first staff user from ADMIN_EMAIL and ADMIN_PASSWORD only once", async () => {
    const { db } = database;
    await migrateToLatest(db, database.dialect);
    const first = { email: "Founder@KaizenFusion.in", password: "first admin password" };
    expect(await ensureFirstAdmin(db, first)).toBe(true);
    expect(
      await ensureFirstAdmin(db, { email: "other@kaizenfusion.in", password: "another password" }),
    ).toBe(false);
    expect(await ensureFirstAdmin(db, { email: undefined, password: undefined })).toBe(false);
    const users = await db.selectFrom("staff_users").select(["email", "password_hash"]).execute();
    expect(users.map((user) => user.email)).toEqual(["founder@kaizenfusion.in"]);
    expect(await verifyPassword(first.password, users[0]?.password_hash ?? "")).toBe(true);
  });
});
