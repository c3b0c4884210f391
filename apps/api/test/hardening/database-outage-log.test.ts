import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { backgroundTasks } from "../../src/background-tasks";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { taskLogOf } from "../../src/infrastructure/periodic-task";
import { seedDatabase } from "../../src/seed-database";
import { openPostgresSchema, POSTGRES_URL, testDatabases } from "../helpers/databases";
import { createWebRoot } from "../helpers/web-root";
import { countRows, post, validPayloads } from "../leads/lead-fixtures";
import { ARTICLE_URL, BUILT, CARD_URL, FILLED, writeFilledSite } from "./filled-site";
import { startTcpProxy } from "./tcp-proxy";

// While PostgreSQL is away every save is answered 503, and a busy site sends thousands a minute:
// the log must say once that the database went and once that it came back, not once per request,
// or the outage fills the log's disk. Other database errors are still logged per request.

const withPostgres = testDatabases.some((kind) => kind.name === "postgres");
const UNAVAILABLE = {
  message: "The service is temporarily unavailable. Please try again in a minute.",
};
const REFUSED_SAVES = 30;
const INFO = 30;
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

/**
 * The app on PostgreSQL reached through a proxy the test can cut, and the app's log lines; `env`
 * adds to the configuration.
 */
async function start(env: Record<string, string> = {}) {
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
    ...env,
  });
  const appConfig = { ...config, database: database.settings };
  const app: FastifyInstance = await buildApp({
    config: appConfig,
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
  return { app, config: appConfig, database, proxy, logged };
}

/** The app serving the pages it fills from the seeded database, one article unpublished. */
async function startWithSite() {
  const webRoot = await createWebRoot();
  cleanups.push(() => webRoot.dispose());
  await writeFilledSite(webRoot.root);
  // Counted views are written every ten seconds, which would add a background run to the counts.
  const started = await start({ WEB_ROOT: webRoot.root, VISIT_COUNTING: "off" });
  await seedDatabase(started.database.db);
  await started.database.db
    .updateTable("blogs")
    .set({ is_published: 0 })
    .where("slug", "=", ARTICLE_URL.slice("/kf-blog/".length))
    .execute();
  return started;
}

/** Every page the database fills or decides, with what it answered. */
async function askForPages(app: FastifyInstance) {
  const [card, blog, article, sitemap] = await Promise.all(
    [CARD_URL, "/kf-blog", ARTICLE_URL, "/sitemap.xml"].map((url) => app.inject({ url })),
  );
  if (!card || !blog || !article || !sitemap) throw new Error("a page was not answered");
  return { card, blog, article, sitemap };
}

/** Starts every background task the server runs, lets each run once, and stops them. */
async function runBackgroundTasksOnce(started: Awaited<ReturnType<typeof start>>) {
  const tasks = backgroundTasks(started.config, started.database.db, taskLogOf(started.app));
  for (const task of tasks) task.start();
  // Each runs at once; the next runs are seconds away. Stopping waits for the runs in flight.
  await sleep(200);
  for (const task of tasks) await task.stop();
  return tasks.length;
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

  it("logs a full disk once while it lasts, and still logs every other error of the server's own", async () => {
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
      expect(answer.headers["retry-after"]).toBe("60");
    }
    await sql`create or replace function refuse_lead() returns trigger language plpgsql as
      $$ begin raise exception 'the lead is refused'; end $$`.execute(database.db);
    for (let n = 0; n < 2; n++) {
      expect((await saveAs(app, `bug${n}@raolabs.in`)).statusCode).toBe(500);
    }
    await sql`drop trigger refuse_lead on leads`.execute(database.db);
    expect((await saveAs(app, "again@raolabs.in")).statusCode).toBe(200);

    expect(logged().map(({ level, msg, err }) => `${level} ${msg}: ${err?.message}`)).toEqual([
      `${WARN} database disk full: writes are answered 503 until a write goes through again: could not extend file`,
      ...Array(2).fill(`${ERROR} request failed: the lead is refused`),
      `${INFO} database disk has space again: 3 requests were answered 503 while it was full: undefined`,
    ]);
    expect(logged().at(-1)?.refusedRequests).toBe(3);
    expect((await app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
  });

  it("sends the pages filled from the database as built, and counts them and the background tasks' failed runs in the outage rather than logging each", async () => {
    const started = await startWithSite();
    const { app, proxy, logged } = started;
    const before = await askForPages(app);
    expect(before.card.body).toContain(FILLED.card);
    expect(before.blog.body).toContain(FILLED.blog);
    expect(before.article.statusCode).toBe(404);
    expect(before.sitemap.body).not.toBe(BUILT.sitemap);
    await proxy.cut();

    const ROUNDS = 10;
    for (let round = 0; round < ROUNDS; round++) {
      const pages = await askForPages(app);
      expect(pages.card.statusCode).toBe(200);
      expect(pages.card.body).toBe(BUILT.card);
      expect(pages.blog.body).toBe(BUILT.blog);
      expect(pages.article.statusCode).toBe(200);
      expect(pages.article.body).toBe(BUILT.article);
      expect(pages.sitemap.body).toBe(BUILT.sitemap);
    }
    const tasks = await runBackgroundTasksOnce(started);
    expect(tasks).toBe(7);

    expect(logged().map(({ level, msg }) => `${level} ${msg}`)).toEqual([
      `${WARN} database unreachable: requests are answered 503 until it returns`,
    ]);

    await proxy.restore();
    for (let waited = 0; logged().length < 2; waited += 100) {
      if (waited > 5_000) throw new Error("no line said the database was back");
      await sleep(100);
    }
    expect(logged().slice(1)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: `database available again: 0 requests were answered 503 while it was away; ${4 * ROUNDS} pages were sent as built; ${tasks} background task runs failed`,
        refusedRequests: 0,
        pagesSentAsBuilt: 4 * ROUNDS,
        failedTaskRuns: tasks,
      }),
    ]);
    expect((await askForPages(app)).card.body).toContain(FILLED.card);
  }, 20_000);

  it("still logs each page and background run that fails on an error of the database's own", async () => {
    const started = await startWithSite();
    const { app, database, logged } = started;
    // The server answers, but the tables are gone (a migration gone wrong, say).
    for (const table of ["employees", "blogs", "jobs"]) {
      await sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_gone`)}`.execute(
        database.db,
      );
    }
    for (let round = 0; round < 2; round++) {
      const pages = await askForPages(app);
      expect(pages.card.body).toBe(BUILT.card);
      expect(pages.sitemap.body).toBe(BUILT.sitemap);
    }
    const tasks = await runBackgroundTasksOnce(started);
    expect(tasks).toBe(7);

    const lines = logged().map(({ level, msg, err }) => `${level} ${msg}: ${err?.message}`);
    const round = [
      `${WARN} The page is sent without its data: relation "employees" does not exist`,
      `${WARN} The page is sent without its data: relation "blogs" does not exist`,
      `${WARN} The article's page is sent as built: relation "blogs" does not exist`,
      `${WARN} The sitemap is sent as built: relation "blogs" does not exist`,
    ];
    // The pages of a round are asked for together; only the order within a round may vary.
    expect(lines.slice(0, 4).sort()).toEqual([...round].sort());
    expect(lines.slice(4, 8).sort()).toEqual([...round].sort());
    // Only the job queue reads the renamed tables (its jobs); the other tasks went through.
    expect(lines.slice(8)).toEqual([
      `${WARN} job queue poll failed: relation "jobs" does not exist`,
    ]);
    expect((await app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
  }, 20_000);
});
