import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { ensureFirstAdmin } from "../../src/staff/auth/ensure-first-admin";
import { verifyPassword } from "../../src/staff/auth/password-hash";
import { migrateTo, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow, resumeRow } from "../helpers/lead-rows";
import { useTestDatabase } from "../helpers/test-app";

describe.each(testDatabases)("staff tables on $name", (kind) => {
  const database = useTestDatabase(kind);

  it("keeps existing leads, notifications and resumes when it adds the qualified status", async () => {
    const { db } = database;
    await migrateTo(database, "0003_blog_employees_resumes");
    const [id = 0] = await insertLeads(db, [leadRow({ kind: "candidate", status: "won" })]);
    // The outbox of that release; its rows become jobs (migration 0024).
    await (db as unknown as Kysely<{ outbox: object }>)
      .insertInto("outbox")
      .values({ lead_id: id, channel: "email", attempts: 0, next_attempt_at: "x", created_at: "x" })
      .execute();
    await db.insertInto("resumes").values(resumeRow(id, "x")).execute();

    await migrateToLatest(db, database.dialect);

    expect(await db.selectFrom("leads").select(["id", "status"]).execute()).toEqual([
      { id, status: "won" },
    ]);
    expect(await db.selectFrom("jobs").select("lead_id").execute()).toEqual([{ lead_id: id }]);
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
    expect(await db.selectFrom("jobs").selectAll().execute()).toEqual([]);
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
