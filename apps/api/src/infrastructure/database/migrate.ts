import { type Kysely, type MigrationProvider, type MigrationResult, Migrator, sql } from "kysely";
import type { DialectName } from "./database-url";
import { migrations } from "./migrations";
import type { Database } from "./schema";

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * Applies every pending migration; throws when one fails (that migration's transaction is rolled
 * back). Returns the migrations applied by this call.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider,
    // Without a schema Kysely finds its bookkeeping table in any schema of the server.
    migrationTableSchema: dialect === "postgres" ? await currentSchema(db) : undefined,
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (error === undefined) return results ?? [];
    // No results: it failed while looking for its bookkeeping tables, before any migration ran.
    // It lists the tables of every schema on the server, so a schema or table another client
    // drops at that moment (parallel test runs do) fails the listing; looking again is safe.
    if (results === undefined && attempt < 3) continue;
    const failed = results?.find((result) => result.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed`, { cause: error });
  }
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (schema === undefined) throw new Error("PostgreSQL has no current schema");
  return schema;
}
