import { execFileSync } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseSettings } from "../../src/infrastructure/database/database-url";
import {
  openPostgresSchema,
  POSTGRES_URL,
  type TestDatabase,
  testDatabases,
} from "../helpers/databases";
import { createTestApp } from "../helpers/test-app";
import { countRows, post, validPayloads } from "../leads/lead-fixtures";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

const UNAVAILABLE = {
  message: "The service is temporarily unavailable. Please try again in a minute.",
};
const sqliteKind = testDatabases.find((kind) => kind.name === "sqlite");
const withPostgres = testDatabases.some((kind) => kind.name === "postgres");

// The server's settings for every fault.
const ENV = { RATE_LIMIT_WRITES_PER_MIN: "100000" };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function expectUnavailable(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.json()).toEqual(UNAVAILABLE);
  expect(response.headers["retry-after"]).toBe("60");
}

/**
 * Makes files read-only for everyone, root included (the tests may run as root, which ignores
 * file modes): the immutable attribute of ext4 and most Linux file systems.
 */
function setImmutable(files: string[], on: boolean) {
  execFileSync("chattr", [on ? "+i" : "-i", ...files.filter((file) => existsSync(file))]);
}

function immutableWorks(): boolean {
  const probe = join(tmpdir(), `site-immutable-probe-${process.pid}`);
  writeFileSync(probe, "");
  try {
    setImmutable([probe], true);
    setImmutable([probe], false);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { force: true });
  }
}
const withImmutable = immutableWorks();
if (!withImmutable) {
  console.warn("\n*** Read-only SQLite fault tests were SKIPPED: chattr +i is not available ***\n");
}

describe("SQLite faults", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  async function startSqlite() {
    if (sqliteKind === undefined) throw new Error("SQLite is always tested");
    database = await sqliteKind.open();
    app = await createTestApp(database, ENV);
    cleanups.push(
      () => database.dispose(),
      () => app.close(),
    );
  }

  const file = () =>
    (database.settings as Extract<DatabaseSettings, { dialect: "sqlite" }>).filename;

  /** The database file and its write-ahead log become read-only until the cleanup. */
  function makeReadOnly() {
    // The -shm file stays writable: it is memory-mapped, and a write fault there is a SIGBUS.
    const files = [file(), `${file()}-wal`];
    setImmutable(files, true);
    let on = true;
    cleanups.push(async () => {
      if (on) setImmutable(files, false);
    });
    return () => {
      setImmutable(files, false);
      on = false;
    };
  }

  it("answers 503 while another process holds the file locked, then saves once it lets go", async () => {
    await startSqlite();
    const other = new SqliteDatabase(file());
    cleanups.push(async () => other.close());
    other.exec("begin exclusive");

    // The save waits out the busy timeout (5 s) before it gives up.
    await expectUnavailable(await post(app, "SaveLead", validPayloads.SaveLead));
    other.exec("rollback");

    const retried = await post(app, "SaveLead", validPayloads.SaveLead);
    expect(retried.statusCode).toBe(200);
    expect(await countRows(database.db, "leads")).toBe(1);
  }, 20_000);

  it.skipIf(!withImmutable)(
    "answers 503 while the file is read-only, keeps serving reads, and recovers by itself",
    async () => {
      await startSqlite();
      expect((await post(app, "SaveLead", validPayloads.SaveLead)).statusCode).toBe(200);
      const makeWritable = makeReadOnly();

      for (const call of ["SaveFeedback", "SaveEstimate", "SavePartner"] as const) {
        await expectUnavailable(await post(app, call, validPayloads[call]));
      }
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);

      makeWritable();
      expect((await post(app, "SaveFeedback", validPayloads.SaveFeedback)).statusCode).toBe(200);
      expect(await countRows(database.db, "leads")).toBe(2);
    },
  );

  it.skipIf(!withImmutable)(
    "recovers also when the first save after the start meets a read-only file",
    async () => {
      await startSqlite();
      const makeWritable = makeReadOnly();
      await expectUnavailable(await post(app, "SaveLead", validPayloads.SaveLead));
      makeWritable();
      expect((await post(app, "SaveLead", validPayloads.SaveLead)).statusCode).toBe(200);
      expect(await countRows(database.db, "leads")).toBe(1);
    },
  );
});

/** The app's PostgreSQL reached through a proxy this test controls, in a schema of its own. */
async function openPostgresBehindProxy(): Promise<{ database: TestDatabase; proxy: TcpProxy }> {
  const direct = new URL(POSTGRES_URL);
  const proxy = await startTcpProxy({
    host: direct.hostname,
    port: Number(direct.port || 5432),
  });
  const viaProxy = new URL(POSTGRES_URL);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const database = await openPostgresSchema(viaProxy.toString(), "test_fault");
  cleanups.push(
    () => proxy.close(),
    () => database.dispose(),
  );
  return { database, proxy };
}

describe.skipIf(!withPostgres)("PostgreSQL faults", () => {
  async function start() {
    const { database, proxy } = await openPostgresBehindProxy();
    const app = await createTestApp(database, ENV);
    cleanups.push(() => app.close());
    // Warm the pool, so the cut also breaks connections the pool holds idle.
    expect((await post(app, "SaveLead", validPayloads.SaveLead)).statusCode).toBe(200);
    return { database, proxy, app };
  }

  it("answers 503 while the server is down, and recovers without a restart", async () => {
    const { database, proxy, app } = await start();
    await proxy.cut();
    const lead = { ...validPayloads.SaveFeedback, email: "down@raolabs.in" };
    await expectUnavailable(await post(app, "SaveFeedback", lead));
    const health = await app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(503);

    await proxy.restore();
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect((await post(app, "SaveFeedback", lead)).statusCode).toBe(200);
    expect(await countRows(database.db, "leads")).toBe(2);
  });

  it("answers 503 when the server accepts but never answers, after the connect timeout", async () => {
    const { database, proxy, app } = await start();
    await proxy.blackhole();
    // Let the pool see its old connections close, so the save needs a new one, which hangs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await expectUnavailable(await post(app, "SaveProdLead", validPayloads.SaveProdLead));
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    await proxy.restore();
    expect((await post(app, "SaveProdLead", validPayloads.SaveProdLead)).statusCode).toBe(200);
    expect(await countRows(database.db, "leads")).toBe(2);
  }, 20_000);

  it("leaves no part of a lead behind when the connection drops mid-transaction", async () => {
    const { database, proxy, app } = await start();
    // Hold each lead insert long enough to cut the connection while its transaction is open.
    await sql`create function slow_lead() returns trigger language plpgsql as
      $$ begin perform pg_sleep(0.5); return new; end $$`.execute(database.db);
    await sql`create trigger slow_lead before insert on leads
      for each row execute function slow_lead()`.execute(database.db);

    const saving = post(app, "SaveLead", { ...validPayloads.SaveLead, email: "mid@raolabs.in" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.cut();
    await expectUnavailable(await saving);

    await proxy.restore();
    await sql`drop trigger slow_lead on leads`.execute(database.db);
    const emails = await database.db.selectFrom("leads").select("email").execute();
    expect(emails.map((row) => row.email)).toEqual(["asha@raolabs.in"]);
    expect(await countRows(database.db, "jobs")).toBe(0);
  });
});
