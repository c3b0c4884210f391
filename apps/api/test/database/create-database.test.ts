import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { migrations } from "../../src/infrastructure/database/migrations";
import { testDatabases } from "../helpers/databases";

describe("createDatabase with SQLite", () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "site-api-sqlite-"));
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("creates the file's folder and opens it durable, in WAL mode, with foreign keys", async () => {
    const filename = join(folder, "nested", "data", "site.db");
    const db = await createDatabase({ dialect: "sqlite", filename });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] ?? {})[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2); // FULL
      expect(await pragma("busy_timeout")).toBe(5000);
      expect(await pragma("foreign_keys")).toBe(1);
      expect((await stat(filename)).isFile()).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});

describe.runIf(testDatabases.some((kind) => kind.name === "postgres"))(
  "createDatabase with a PostgreSQL schema",
  () => {
    const url = process.env.DATABASE_URL_TEST ?? "postgres://postgres@127.0.0.1:5432/test";
    const schemas = [1, 2].map(() => `test_iso_${randomBytes(4).toString("hex")}`);

    afterAll(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    });

    it("keeps each schema's tables apart", async () => {
      const [first, second] = await Promise.all(
        schemas.map((schema) =>
          createDatabase({ dialect: "postgres", connectionString: url }, { schema }),
        ),
      );
      if (first === undefined || second === undefined) throw new Error("two databases expected");
      try {
        await migrateToLatest(first, "postgres");
        expect(await migrateToLatest(second, "postgres")).toHaveLength(
          Object.keys(migrations).length,
        );
        await first.insertInto("app_meta").values({ key: "only", value: "first" }).execute();
        expect(await second.selectFrom("app_meta").selectAll().execute()).toEqual([]);
      } finally {
        await Promise.all([first.destroy(), second.destroy()]);
      }
    });

    it("rejects a schema name that is not a plain identifier", async () => {
      await expect(
        createDatabase({ dialect: "postgres", connectionString: url }, { schema: 'x"; drop' }),
      ).rejects.toThrow(/Invalid PostgreSQL schema name/);
    });
  },
);
