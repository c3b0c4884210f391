import { mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import {
  BackupError,
  type BackupSummary,
  backupSqlite,
  restoreSqlite,
} from "../infrastructure/database/sqlite-backup";

const USAGE = `Back up or restore the SQLite database DATABASE_URL names, as the server uses it.

  npm run backup [-- --to <file>]     while the server runs; default backups/site-<UTC time>.db
  npm run restore -- --from <file>    with the server stopped

A backup is checked (integrity, migrations) before it is kept, and again before it is restored.
PostgreSQL is backed up with its own tools (pg_dump, or the host's snapshots).`;

class UsageError extends Error {}

// npm runs a workspace's script in the workspace's folder; paths are meant from where it was typed.
const typedFrom = process.env.INIT_CWD ?? process.cwd();

function databaseFile(): string {
  const { database } = loadConfig(process.env, typedFrom);
  if (database.dialect !== "sqlite" || database.filename === ":memory:") {
    throw new UsageError(`DATABASE_URL must name an SQLite file.\n\n${USAGE}`);
  }
  return database.filename;
}

const describe = (summary: BackupSummary) =>
  `${summary.leads} leads, ${(summary.bytes / 1024).toFixed(0)} KB, migration ${summary.migration}`;

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { to: { type: "string" }, from: { type: "string" } },
  });
  const [command] = positionals;
  if (command === "backup") {
    const stamp = new Date().toISOString().slice(0, 19).replaceAll(":", "");
    const to = resolve(typedFrom, values.to ?? `backups/site-${stamp}.db`);
    await mkdir(dirname(to), { recursive: true });
    const summary = await backupSqlite(databaseFile(), to);
    return `Backed up to ${to}: ${describe(summary)}`;
  }
  if (command === "restore") {
    if (values.from === undefined) throw new UsageError(`--from is required.\n\n${USAGE}`);
    const target = databaseFile();
    const summary = await restoreSqlite(resolve(typedFrom, values.from), target);
    return `Restored ${values.from} to ${target}: ${describe(summary)}`;
  }
  throw new UsageError(USAGE);
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof BackupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
