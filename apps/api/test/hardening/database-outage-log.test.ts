import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { openPostgresSchema, POSTGRES_URL, testDatabases } from "../helpers/databases";
import { countRows, post, validPayloads } from "../leads/lead-fixtures";
import { startTcpProxy } from "./tcp-proxy";

// While PostgreSQL is away every save is answered 503, and a busy site sends thousands a minute:
// the log must say once that the database went and once that it came back, not once per request,
// or the outage fills the log's disk. Other database errors are still logged per request.

const withPostgres = testDatabases.some((kind) => kind.name === "postgres");
const UNAVAILABLE = {
  message: "The service is temporarily unavailable. Please try again in a minute.",
};
const REFUSED_SAVES = 30;
const WARN = 40;
const ERROR = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LogLine {
  level: number;
  msg: string;
  refusedRequests?: number;
  err?: { message: string };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The app on PostgreSQL reached through a proxy the test can cut, and the app's log lines. */
async function start() {
  const direct = new URL(POSTGRES_URL);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(POSTGRES_URL);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const database = await openPostgresSchema(viaProxy.toString(), "test_outage");
  cleanups.push(
    () => proxy.close(),
    () => database.dispose(),
  );
  await migrateToLatest(database.db, database.dialect);
  const lines: LogLine[] = [];
  const config = loadConfig({
    LOG_LEVEL: "info",
    RATE_LIMIT_WRITES_PER_MIN: "100000",
    SUSPECT_MAX_PER_HOUR: "100000",
  });
  const app: FastifyInstance = await buildApp({
    config: { ...config, database: database.settings },
    db: database.db,
    logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  });
  cleanups.push(() => app.close());
  // Warm the pool, so the cut also breaks connections it holds idle.
  expect((await post(app, "SaveLead", validPayloads.SaveLead)).statusCode).toBe(200);
  // What the app logs from here on, the request log (a line per request by design) aside.
  lines.length = 0;
  const logged = () =>
    lines.filter(({ msg }) => msg !== "incoming request" && msg !== "request completed");
  return { app, database, proxy, logged };
}

const saveAs = (app: FastifyInstance, email: string) =>
  post(app, "SaveFeedback", { ...validPayloads.SaveFeedback, email });

describe.skipIf(!withPostgres)("a PostgreSQL outage in the log", () => {
  it("logs one warning when the database goes and one line naming the refused saves when it returns", async () => {
    const { app, database, proxy, logged } = await start();
    await proxy.cut();

    const answers = [];
    for (let n = 0; n < REFUSED_SAVES; n++) answers.push(await saveAs(app, `down${n}@raolabs.in`));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
      expect(answer.headers["retry-after"]).toBe("60");
    }
    const health = await app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: "unavailable",
      message: "Database unavailable",
      since: expect.any(String),
      reason: expect.stringContaining("ECONNREFUSED"),
      refusedRequests: REFUSED_SAVES,
    });

    const duringOutage = logged();
    expect(duringOutage.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: WARN, msg: "database unreachable: requests are answered 503 until it returns" },
    ]);
    expect(duringOutage[0]?.err?.message).toBeTruthy();

    await proxy.restore();
    // The app notices by itself (it tries the database every second), with no request needed.
    for (let waited = 0; logged().length < 2; waited += 100) {
      if (waited > 5_000) throw new Error("no line said the database was back");
      await sleep(100);
    }
    const recovery = logged().slice(1);
    expect(recovery).toEqual([
      expect.objectContaining({
        level: 30,
        msg: `database available again: ${REFUSED_SAVES} requests were answered 503 while it was away`,
        refusedRequests: REFUSED_SAVES,
      }),
    ]);

    expect((await saveAs(app, "back@raolabs.in")).statusCode).toBe(200);
    expect((await app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    // The warm-up and the save after the return; none of the refused ones.
    expect(await countRows(database.db, "leads")).toBe(2);
    expect(logged()).toHaveLength(2);
  }, 20_000);

  it("a second outage is news again, and the health check alone counts no refused request", async () => {
    const { app, proxy, logged } = await start();
    for (let outage = 0; outage < 2; outage++) {
      await proxy.cut();
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(503);
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(503);
      await proxy.restore();
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    }
    expect(logged().map(({ level, msg }) => `${level} ${msg}`)).toEqual([
      `${WARN} database unreachable: requests are answered 503 until it returns`,
      "30 database available again: 0 requests were answered 503 while it was away",
      `${WARN} database unreachable: requests are answered 503 until it returns`,
      "30 database available again: 0 requests were answered 503 while it was away",
    ]);
  }, 20_000);

  it("still logs every failed request when the server answers with an error of its own", async () => {
    const { app, database, logged } = await start();
    // The server is reachable but refuses the insert: its disk is full (53100), then a plain
    // error of the query (P0001).
    await sql`create function refuse_lead() returns trigger language plpgsql as
      $$ begin raise exception 'could not extend file' using errcode = '53100'; end $$`.execute(
      database.db,
    );
    await sql`create trigger refuse_lead before insert on leads
      for each row execute function refuse_lead()`.execute(database.db);
    for (let n = 0; n < 3; n++) {
      const answer = await saveAs(app, `full${n}@raolabs.in`);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
    }
    await sql`create or replace function refuse_lead() returns trigger language plpgsql as
      $$ begin raise exception 'the lead is refused'; end $$`.execute(database.db);
    for (let n = 0; n < 2; n++) {
      expect((await saveAs(app, `bug${n}@raolabs.in`)).statusCode).toBe(500);
    }

    expect(logged().map(({ level, msg, err }) => `${level} ${msg}: ${err?.message}`)).toEqual([
      ...Array(3).fill(`${ERROR} database unavailable: could not extend file`),
      ...Array(2).fill(`${ERROR} request failed: the lead is refused`),
    ]);
    expect((await app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
  });
});
