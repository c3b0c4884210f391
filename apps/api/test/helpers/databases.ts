import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, Migrator, sql } from "kysely";
import pg from "pg";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import type { DatabaseSettings, DialectName } from "../../src/infrastructure/database/database-url";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { migrations } from "../../src/infrastructure/database/migrations";
import type { Database } from "../../src/infrastructure/database/schema";

/** A fresh, empty database of one dialect; `dispose` removes every trace of it. */
export interface TestDatabase {
  dialect: DialectName;
  settings: DatabaseSettings;
  db: Kysely<Database>;
  dispose(): Promise<void>;
}

export interface DatabaseKind {
  name: DialectName;
  open(): Promise<TestDatabase>;
}

export const POSTGRES_URL =
  process.env.DATABASE_URL_TEST ?? "postgres://postgres@127.0.0.1:5432/test";

const sqlite: DatabaseKind = {
  name: "sqlite",
  async open() {
    const folder = await mkdtemp(join(tmpdir(), "site-api-db-"));
    const settings: DatabaseSettings = { dialect: "sqlite", filename: join(folder, "site.db") };
    const db = await createDatabase(settings);
    return {
      dialect: "sqlite",
      settings,
      db,
      async dispose() {
        await destroyQuietly(db);
        await rm(folder, { recursive: true, force: true });
      },
    };
  },
};

/**
 * A schema of its own on the PostgreSQL server, reached at `connectionString` (the server itself,
 * or a proxy in front of it), so runs in parallel (or left over from a crash) never collide.
 */
export async function openPostgresSchema(
  connectionString = POSTGRES_URL,
  prefix = "test",
): Promise<TestDatabase> {
  const schema = `${prefix}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const settings: DatabaseSettings = { dialect: "postgres", connectionString };
  const db = await createDatabase(settings, { schema });
  return {
    dialect: "postgres",
    settings,
    db,
    async dispose() {
      await destroyQuietly(db);
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

const postgres: DatabaseKind = { name: "postgres", open: () => openPostgresSchema() };

/** A fresh database of this kind with every migration applied, for suites that need no app. */
export async function openMigratedDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await kind.open();
  await migrateToLatest(database.db, database.dialect);
  return database;
}

/** The schema a PostgreSQL test database lives in; SQLite has none. */
export async function currentSchema(database: TestDatabase): Promise<string | undefined> {
  if (database.dialect !== "postgres") return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  return rows[0]?.schema;
}

/**
 * The tables of this test database. PostgreSQL lists every schema's tables (other test runs' too),
 * and one dropped while it lists fails the listing: it is tried again.
 */
export async function ownTables(database: TestDatabase) {
  const schema = await currentSchema(database);
  for (let attempt = 1; ; attempt++) {
    try {
      const tables = await database.db.introspection.getTables();
      return tables.filter((table) => schema === undefined || table.schema === schema);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Migrates up or down to the migration `name`, as an older release left the database. */
export async function migrateTo(database: TestDatabase, name: string): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await currentSchema(database),
  });
  const { error } = await migrator.migrateTo(name);
  if (error !== undefined) throw error;
}

// A suite may destroy its database on purpose (to see the server fail); cleanup must not care.
async function destroyQuietly(db: Kysely<Database>): Promise<void> {
  await db.destroy().catch(() => undefined);
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The databases every data suite runs against: SQLite always, PostgreSQL when
 * `DATABASE_URL_TEST` (or the local default) answers. Use with `describe.each(testDatabases)`.
 */
export const testDatabases: DatabaseKind[] = [sqlite];

if (await postgresAnswers()) {
  testDatabases.push(postgres);
} else {
  console.warn(
    `\n*** PostgreSQL suites were SKIPPED: nothing answered at ${POSTGRES_URL.replace(/\/\/[^@]*@/, "//")} ` +
      "(set DATABASE_URL_TEST to run them) ***\n",
  );
}
