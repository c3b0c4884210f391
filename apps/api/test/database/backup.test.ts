import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";
import { post, validPayloads } from "../leads/lead-fixtures";

const API_FOLDER = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

/** The documented command (`npm run backup` / `npm run restore` run this), as a process of its own. */
async function cli(args: string[], databaseFile: string) {
  try {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "src/cli/backup.ts", ...args],
      {
        cwd: API_FOLDER,
        env: { PATH: process.env.PATH ?? "", DATABASE_URL: `sqlite:${databaseFile}` },
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

const references = (file: string) => {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return new Set(db.prepare("SELECT reference FROM leads").pluck().all() as string[]);
  } finally {
    db.close();
  }
};

describe("backing up and restoring the SQLite database", () => {
  const sqlite = testDatabases.find((kind) => kind.name === "sqlite");
  if (sqlite === undefined) throw new Error("SQLite is always among the test databases");
  const { app, database } = useTestApp(sqlite, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "site-backup-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  const liveFile = () => {
    if (database.settings.dialect !== "sqlite") throw new Error("an SQLite database");
    return database.settings.filename;
  };

  it("copies every lead acknowledged before it began while saves go on, and restores them into a fresh database", async () => {
    const saveOne = async () => {
      const answer = await post(app, "SaveLead", validPayloads.SaveLead);
      expect(answer.statusCode).toBe(200);
      return answer.headers["x-request-reference"] as string;
    };
    const before = await Promise.all(Array.from({ length: 40 }, saveOne));

    // Saves keep arriving while the backup runs.
    let saving = true;
    const during: Promise<string>[] = [];
    const load = (async () => {
      while (saving) {
        during.push(saveOne());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const backupFile = join(folder, "nightly.db");
    const backedUp = await cli(["backup", "--to", backupFile], liveFile());
    saving = false;
    await load;
    await Promise.all(during);

    expect(backedUp.code).toBe(0);
    expect(backedUp.output).toMatch(new RegExp(`^Backed up to ${backupFile}: \\d+ leads`));
    const inBackup = references(backupFile);
    for (const reference of before) expect(inBackup.has(reference)).toBe(true);

    const freshFile = join(folder, "restored.db");
    const restored = await cli(["restore", "--from", backupFile], freshFile);
    expect(restored.code).toBe(0);
    expect(restored.output).toMatch(/^Restored .*nightly\.db to .*restored\.db: \d+ leads/);
    expect(references(freshFile)).toEqual(inBackup);
  });

  it("refuses to restore over the database of a running server", async () => {
    await post(app, "SaveLead", validPayloads.SaveLead);
    const backupFile = join(folder, "for-live.db");
    expect((await cli(["backup", "--to", backupFile], liveFile())).code).toBe(0);

    const refused = await cli(["restore", "--from", backupFile], liveFile());
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is in use .*stop the server, then restore/);
  });

  it("refuses a file that is not a backup, and keeps the database as it was", async () => {
    const notABackup = join(folder, "notes.db");
    await writeFile(notABackup, "these are not database pages");
    const target = join(folder, "untouched.db");

    const refused = await cli(["restore", "--from", notABackup], target);
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(`${notABackup} is not an SQLite database`);
    expect(existsSync(target)).toBe(false);
  });
});
