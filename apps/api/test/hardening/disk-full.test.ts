import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import { createTestApp } from "../helpers/test-app";
import { countRows, post, validPayloads } from "../leads/lead-fixtures";

// The whole run under load, with the numbers, is `npm run bench:faults -w bench`.

const UNAVAILABLE = {
  message: "The service is temporarily unavailable. Please try again in a minute.",
};
// Saves may still fit in space SQLite's write-ahead log already holds; the disk shows as full
// within a few of them.
const MAX_SAVES_UNTIL_FULL = 100;

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
    const app = await createTestApp(
      { dialect: "sqlite", settings, db, dispose: async () => undefined },
      { RATE_LIMIT_WRITES_PER_MIN: "100000" },
    );
    cleanups.push(
      () => db.destroy().catch(() => undefined),
      () => app.close(),
    );
    const save = (n: number) =>
      post(app, "SaveLead", { ...validPayloads.SaveLead, email: `full-${n}@raolabs.in` });
    expect((await save(0)).statusCode).toBe(200);
    let acknowledged = 1;

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

    rmSync(filler);
    expect((await save(1000)).statusCode).toBe(200);
    expect(await countRows(db, "leads")).toBe(acknowledged + 1);
    const reader = new SqliteDatabase(filename, { readonly: true });
    cleanups.push(async () => reader.close());
    expect(reader.pragma("integrity_check", { simple: true })).toBe("ok");
  });
});
