import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createGroupCommitWriter } from "./group-commit-writer";

interface Lead {
  id: number;
  email: string;
}

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "group-commit-"));
  file = join(dir, "leads.db");
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A durable SQLite file, and a runBatch that inserts a batch of leads in one transaction. */
function openLeadStore() {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("CREATE TABLE IF NOT EXISTS leads (id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE)");
  const insert = db.prepare("INSERT INTO leads (id, email) VALUES (@id, @email)");
  const insertAll = db.transaction((leads: Lead[]) => {
    for (const lead of leads) insert.run(lead);
  });
  const batches: number[] = [];
  const runBatch = async (leads: Lead[]) => {
    batches.push(leads.length);
    insertAll(leads);
  };
  return { db, runBatch, batches };
}

function lead(id: number): Lead {
  return { id, email: `lead${id}@example.in` };
}

function deferred() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe("createGroupCommitWriter", () => {
  it("saves 500 concurrent writes durably in far fewer transactions", async () => {
    const store = openLeadStore();
    const reader = new Database(file, { readonly: true });
    const findLead = reader.prepare("SELECT id FROM leads WHERE id = ?");
    const writer = createGroupCommitWriter({ runBatch: store.runBatch });
    const visibleWhenResolved: boolean[] = [];

    await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        writer.write(lead(index + 1)).then(() => {
          // Another connection must already see the row: the write resolved after its commit.
          visibleWhenResolved.push(findLead.get(index + 1) !== undefined);
        }),
      ),
    );
    await writer.close();
    reader.close();
    store.db.close();

    expect(visibleWhenResolved).toHaveLength(500);
    expect(visibleWhenResolved.every(Boolean)).toBe(true);
    expect(store.batches.reduce((sum, size) => sum + size, 0)).toBe(500);
    expect(store.batches.length).toBeLessThanOrEqual(10);

    const reopened = new Database(file, { readonly: true });
    const ids = reopened.prepare("SELECT id FROM leads ORDER BY id").pluck().all();
    reopened.close();
    expect(ids).toEqual(Array.from({ length: 500 }, (_, index) => index + 1));
  });

  it("rejects only the job that breaks a constraint and commits the rest of its batch", async () => {
    const store = openLeadStore();
    const writer = createGroupCommitWriter({ runBatch: store.runBatch });
    const duplicate = { id: 99, email: "lead3@example.in" };

    const results = await Promise.allSettled([
      ...[1, 2, 3].map((id) => writer.write(lead(id))),
      writer.write(duplicate),
      ...[4, 5].map((id) => writer.write(lead(id))),
    ]);
    await writer.close();

    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    const rejection = results[3];
    expect(rejection?.status === "rejected" && String(rejection.reason)).toMatch(/UNIQUE/);
    expect(store.db.prepare("SELECT id FROM leads ORDER BY id").pluck().all()).toEqual([
      1, 2, 3, 4, 5,
    ]);
    store.db.close();
  });

  it("commits writes made during a commit together in the next transaction", async () => {
    const firstCommit = deferred();
    const batches: string[][] = [];
    const writer = createGroupCommitWriter<string>({
      runBatch: async (jobs) => {
        batches.push(jobs);
        if (batches.length === 1) await firstCommit.promise;
      },
    });

    let firstSettled = false;
    const first = writer.write("a").then(() => {
      firstSettled = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const later = ["b", "c", "d"].map((job) => writer.write(job));
    await new Promise((resolve) => setImmediate(resolve));

    expect(batches).toEqual([["a"]]);
    expect(firstSettled).toBe(false);

    firstCommit.release();
    await Promise.all([first, ...later]);

    expect(batches).toEqual([["a"], ["b", "c", "d"]]);
  });

  it("hands over the next batch while one commits, up to maxInFlight, and queues the rest", async () => {
    const commits = [deferred(), deferred(), deferred()];
    const batches: string[][] = [];
    const writer = createGroupCommitWriter<string>({
      runBatch: async (jobs) => {
        batches.push(jobs);
        await commits[batches.length - 1]?.promise;
      },
      maxInFlight: 2,
    });
    const settled: string[] = [];
    const write = (job: string) => writer.write(job).then(() => settled.push(job));
    const turn = () => new Promise((resolve) => setImmediate(resolve));

    const writes = [write("a")];
    await turn();
    writes.push(write("b"), write("c"));
    await turn();
    writes.push(write("d"));
    await turn();
    // Two transactions are open; "d" waits for a free one.
    expect(batches).toEqual([["a"], ["b", "c"]]);

    commits[1]?.release();
    await turn();
    await turn();
    expect(settled).toEqual(["b", "c"]);
    expect(batches).toEqual([["a"], ["b", "c"], ["d"]]);

    commits[0]?.release();
    commits[2]?.release();
    await Promise.all(writes);
    await writer.close();
    expect(settled).toEqual(["b", "c", "a", "d"]);
  });

  it("groups writes from separate callbacks while a synchronous driver blocks", async () => {
    const store = openLeadStore();
    const writer = createGroupCommitWriter({ runBatch: store.runBatch });

    // Like requests arriving on separate sockets: each write starts in its own callback.
    const writes = await Promise.all(
      Array.from(
        { length: 50 },
        (_, index) =>
          new Promise<Promise<void>>((started) => {
            setImmediate(() => started(writer.write(lead(index + 1))));
          }),
      ),
    );
    await Promise.all(writes);
    await writer.close();
    store.db.close();

    expect(store.batches.reduce((sum, size) => sum + size, 0)).toBe(50);
    expect(store.batches.length).toBeLessThanOrEqual(5);
  });

  it("never puts more than maxBatch jobs in one transaction", async () => {
    const batches: number[][] = [];
    const writer = createGroupCommitWriter<number>({
      runBatch: async (jobs) => {
        batches.push(jobs);
      },
      maxBatch: 4,
    });

    await Promise.all(Array.from({ length: 10 }, (_, job) => writer.write(job)));

    expect(batches).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
  });

  it("rejects every write when the database itself fails", async () => {
    const outage = new Error("disk I/O error");
    const writer = createGroupCommitWriter<number>({
      runBatch: async () => {
        throw outage;
      },
    });

    const results = await Promise.allSettled([1, 2, 3].map((job) => writer.write(job)));

    expect(results).toEqual(Array(3).fill({ status: "rejected", reason: outage }));
  });

  it("waits for pending writes on close and refuses writes after it", async () => {
    const store = openLeadStore();
    const writer = createGroupCommitWriter({ runBatch: store.runBatch });

    const pending = [1, 2, 3].map((id) => writer.write(lead(id)));
    await writer.close();
    const rowsAtClose = store.db.prepare("SELECT count(*) FROM leads").pluck().get();

    await Promise.all(pending);
    await expect(writer.write(lead(4))).rejects.toThrow("The writer is closed");
    expect(rowsAtClose).toBe(3);
    store.db.close();
  });
});
