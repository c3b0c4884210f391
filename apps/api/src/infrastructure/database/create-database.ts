import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { CompiledQuery, type Driver, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseSettings } from "./database-url";
import type { Database } from "./schema";

export interface CreateDatabaseOptions {
  /**
   * PostgreSQL only: every connection works in this schema (created when missing), so parallel
   * test runs sharing one server do not see each other's tables.
   */
  schema?: string;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function createDatabase(
  settings: DatabaseSettings,
  options: CreateDatabaseOptions = {},
): Promise<Kysely<Database>> {
  if (settings.dialect === "sqlite") return createSqlite(settings.filename);
  return createPostgres(settings.connectionString, options.schema);
}

/**
 * Every connection to the SQLite file, the server's and the lead save thread's, is opened with
 * these. WAL lets readers run beside the writer; FULL makes every answered commit survive power
 * loss.
 */
export const SQLITE_PRAGMAS = [
  "journal_mode = WAL",
  "synchronous = FULL",
  "busy_timeout = 5000",
  "foreign_keys = ON",
] as const;

function createSqlite(filename: string): Kysely<Database> {
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  const database = new SqliteDatabase(filename);
  for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) });
}

/**
 * Transactions that take the write lock when they begin. SQLite's default (deferred) transaction
 * reads first and upgrades to a writer later; if another connection (the lead save thread)
 * committed in between, the upgrade fails at once with SQLITE_BUSY instead of waiting for the
 * busy timeout. Taking the lock up front makes a read-then-write transaction wait its turn.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

async function createPostgres(
  connectionString: string,
  schema?: string,
): Promise<Kysely<Database>> {
  if (schema !== undefined) {
    if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name: ${schema}`);
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: 5000,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  // A connection that breaks (the server restarted, the network dropped it) fails its query and
  // leaves the pool, and the next query opens a new one. Its "error" event, idle (on the pool) or
  // in use (on the client), would end the process if nothing listened.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
