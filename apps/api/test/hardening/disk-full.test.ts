import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { countRows, post, validPayloads } from "../leads/lead-fixtures";

// The whole run under load, with the numbers, is `npm run bench:faults -w bench`.

const UNAVAILABLE = {
  message: "The service is temporarily unavailable. Please try again in a minute.",
};
// Saves may still fit in space SQLite's write-ahead log already holds; the disk shows as full
// within a few of them.
const MAX_SAVES_UNTIL_FULL = 100;
// Saves refused while the disk stays full: each is a 503, none a line of its own in the log.
const REFUSED_WHILE_FULL = 20;
const WARN = 40;

interface LogLine {
  level: number;
  msg: string;
  refusedRequests?: number;
}

/** A small tmpfs on a new folder (needs root), or undefined when mounting is refused. */
function mountSmallDisk(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), "site-disk-full-"));
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=16m", "tmpfs", dir]);
  if (mounted.status === 0) return dir;
  rmSync(dir, { recursive: true, force: true });
  return undefined;
}

const probe = mountSmallDisk();
if (probe !== undefined) {
  spawnSync("umount", [probe]);
  rmSync(probe, { recursive: true, force: true });
} else {
  console.warn("\n*** Disk-full tests were SKIPPED: mount -t tmpfs was refused (needs root) ***\n");
}

/** Writes `file` until the disk under it has no byte left. */
function fillDisk(file: string) {
  const fd = openSync(file, "a");
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (const size of [chunk.length, 512]) {
      try {
        for (;;) writeSync(fd, chunk, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(probe === undefined)("a full disk under the SQLite file", () => {
  it("answers 503, leaves nothing half-written, and saves again once space is freed", async () => {
    const dir = mountSmallDisk();
    if (dir === undefined) throw new Error("mounting worked a moment ago");
    cleanups.push(async () => {
      spawnSync("umount", ["-l", dir]);
      rmSync(dir, { recursive: true, force: true });
    });
    const filename = join(dir, "site.db");
    const settings = { dialect: "sqlite" as const, filename };
    const db = await createDatabase(settings);
    await migrateToLatest(db, "sqlite");
    const lines: LogLine[] = [];
    const config = loadConfig({
      LOG_LEVEL: "info",
      RATE_LIMIT_WRITES_PER_MIN: "100000",
      SUSPECT_MAX_PER_HOUR: "100000",
    });
    const app = await buildApp({
      config: { ...config, database: settings },
      db,
      logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    });
    // What the app logs, the request log (a line per request by design) aside.
    const logged = () =>
      lines.filter(({ msg }) => msg !== "incoming request" && msg !== "request completed");
    cleanups.push(
      () => db.destroy().catch(() => undefined),
      () => app.close(),
    );
    const save = (n: number) =>
      post(app, "SaveLead", { ...validPayloads.SaveLead, email: `full-${n}@raolabs.in` });
    expect((await save(0)).statusCode).toBe(200);
    let acknowledged = 1;
    // The start-up notices (no staff user, no e-mail) are not the disk's.
    lines.length = 0;

    const filler = join(dir, "filler");
    fillDisk(filler);
    let refused: Awaited<ReturnType<typeof save>> | undefined;
    for (let n = 1; n <= MAX_SAVES_UNTIL_FULL && refused === undefined; n++) {
      const answer = await save(n);
      if (answer.statusCode === 200) acknowledged++;
      else refused = answer;
    }
    expect(refused?.statusCode, refused?.body).toBe(503);
    expect(refused?.json()).toEqual(UNAVAILABLE);
    expect(refused?.headers["retry-after"]).toBe("60");
    for (let n = 1; n <= REFUSED_WHILE_FULL; n++) {
      const answer = await save(MAX_SAVES_UNTIL_FULL + n);
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
      expect(answer.headers["retry-after"]).toBe("60");
    }
    // One warning for the whole time the disk is full, not one line per refused save.
    expect(logged().map(({ level, msg }) => ({ level, msg }))).toEqual([
      {
        level: WARN,
        msg: "database disk full: writes are answered 503 until a write goes through again",
      },
    ]);

    rmSync(filler);
    expect((await save(1000)).statusCode).toBe(200);
    const refusedSaves = REFUSED_WHILE_FULL + 1;
    const recovered = logged().slice(1);
    expect(recovered).toHaveLength(1);
    expect(recovered[0]?.msg).toBe(
      `database disk has space again: ${refusedSaves} requests were answered 503 while it was full`,
    );
    expect(recovered[0]?.refusedRequests).toBe(refusedSaves);
    expect((await save(1001)).statusCode).toBe(200);
    acknowledged++;
    expect(logged()).toHaveLength(2);
    expect(await countRows(db, "leads")).toBe(acknowledged + 1);
    const reader = new SqliteDatabase(filename, { readonly: true });
    cleanups.push(async () => reader.close());
    expect(reader.pragma("integrity_check", { simple: true })).toBe("ok");
  });
});
