// Fresh, throw-away databases for the real server under load, and a way to count the leads it
// stored, read beside the server rather than through it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A new SQLite file in a temporary folder; the server opens it with synchronous=FULL. */
export function sqliteLeadStore() {
  const dir = mkdtempSync(join(tmpdir(), "bench-leads-"));
  const file = join(dir, "leads.db");
  return {
    label: "SQLite, synchronous=FULL",
    file,
    databaseUrl: `sqlite:${file}`,
    async countLeads() {
      const db = new Database(file, { readonly: true });
      try {
        return db.prepare("SELECT count(*) FROM leads").pluck().get();
      } finally {
        db.close();
      }
    },
    async remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new schema in the test database; the server reaches it through search_path. */
export async function postgresLeadStore() {
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    label: "PostgreSQL",
    databaseUrl: url.toString(),
    async countLeads() {
      const { rows } = await client.query(`SELECT count(*)::int AS count FROM "${schema}".leads`);
      return rows[0].count;
    },
    /** Leads stored, and how many distinct addresses they carry (equal when none is doubled). */
    async countDistinctEmails() {
      const { rows } = await client.query(
        `SELECT count(*)::int AS leads, count(DISTINCT email)::int AS emails FROM "${schema}".leads`,
      );
      return rows[0];
    },
    async remove() {
      await client.query(`DROP SCHEMA "${schema}" CASCADE`);
      await client.end();
    },
  };
}
