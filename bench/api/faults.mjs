#!/usr/bin/env node
// Faults under load: the real server takes SaveLead submissions from four clients that retry, as
// the site's forms do, with the same Idempotency-Key until answered "OK" (api/fault-load.mjs),
// while one thing breaks and comes back: the server itself (SIGKILL, on SQLite and PostgreSQL),
// PostgreSQL (stopped as in a crash, started again), Redis (killed, started again), the SMTP
// server and the webhook receiver (closed, opened again), the disk under the SQLite file (full,
// freed). PostgreSQL, Redis and the disk are the benchmark's own, never a shared one.
// Per fault: saves acknowledged, rows stored, acknowledged saves lost, rows stored twice, what
// clients saw during the fault, what /healthz said, how many lines the server logged, and how long
// it took to recover. Exits 1 when anything acknowledged was lost or stored twice, or a fault
// never recovered.
// Usage: node bench/api/faults.mjs [--only=kill-sqlite,kill-postgres,postgres,redis,notify,disk]
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { ensureApiBuild } from "../lib/builds.mjs";
import { clientsSaw, firstOkAfter, startFaultLoad, watchHealth } from "../lib/fault-clients.mjs";
import {
  deliveries,
  idInWebhook,
  logDigest,
  printReport,
  referenceInSubject,
  seconds,
  tally,
  whatWasSaid,
} from "../lib/fault-report.mjs";
import { postgresLeadStore, sqliteLeadStore } from "../lib/lead-stores.mjs";
import { startSmtpReceiver, startWebhookReceiver } from "../lib/notification-receivers.mjs";
import { ownPostgresUnavailable, startOwnPostgres } from "../lib/own-postgres.mjs";
import { ownRedisUnavailable, startOwnRedis } from "../lib/own-redis.mjs";
import { outputLog, startApiServer, stopServer } from "../lib/server-process.mjs";
import { mountSmallDisk } from "../lib/small-disk.mjs";

// Load before each fault, and after the first "OK" that follows it.
const BEFORE_MS = 2_500;
const AFTER_MS = 2_000;
// How long PostgreSQL and Redis stay away, and the SMTP and webhook receivers (shorter than the
// job queue's first retry, 30 s, so each notification fails at most once).
const OUTAGE_MS = 8_000;
const RECEIVERS_DOWN_MS = 10_000;
const DISK_FULL_MS = 6_000;
// A fault that has not recovered by then never will within a benchmark.
const MAX_RECOVERY_MS = 60_000;
// Long enough for every notification that failed to get its retry, 30 s after its failure.
const MAX_DELIVERY_MS = 90_000;
const DISK_MEGABYTES = 16;
// A slower load for the notifications, so the receivers count a few hundred leads, not thousands.
const NOTIFY_PAUSE_MS = 150;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const runId = Date.now().toString(36);

/** The leads one scenario saved: id, e-mail and reference of each row of its run. */
function sqliteRows(file, tag) {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare("SELECT id, email, reference FROM leads WHERE email LIKE ?")
      .all(`fault-${tag}-%`);
  } finally {
    db.close();
  }
}

async function postgresRows(url, tag) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT id::int AS id, email, reference FROM leads WHERE email LIKE $1",
      [`fault-${tag}-%`],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * Loads `origin` for BEFORE_MS, runs `fault({ health })` (`health`: the /healthz watch), which
 * answers when its repair was done, waits for the first "OK" after the repair, loads AFTER_MS more
 * and stops. Answers the load's summary, the fault's window (fault to first "OK") and what
 * clients and /healthz saw in it, and the lines the server logged then.
 */
async function underLoad({ origin, output, fault, tag, load: loadOptions = {} }) {
  const health = watchHealth(origin);
  const load = startFaultLoad(origin, { runId: tag, ...loadOptions });
  try {
    await sleep(BEFORE_MS);
    await load.waitForAcknowledged(1);
    const faultAt = Date.now();
    const repairedAt = await fault({ health });
    await load.waitForOkAfter(repairedAt, MAX_RECOVERY_MS);
    await sleep(AFTER_MS);
    const summary = await load.stop();
    const recoveredAt = firstOkAfter(summary.attempts, repairedAt);
    const windowEnd = recoveredAt ?? Date.now();
    const lines = output.between(faultAt, windowEnd);
    return {
      summary,
      faultAt,
      repairedAt,
      recoveredAt,
      saw: clientsSaw(summary.attempts, faultAt, windowEnd),
      health: health.seen(faultAt, windowEnd),
      healthWatch: health,
      lines,
    };
  } finally {
    await health.stop();
    load.kill();
  }
}

/** A report row for a fault whose clients' saves failed until the first "OK". */
function saveFaultRow(name, run, rows, notes = []) {
  const counts = tally(run.summary, rows);
  const failures = [];
  if (counts.lost > 0) failures.push("acknowledged saves lost");
  if (counts.doubled > 0) failures.push("rows stored twice");
  if (run.recoveredAt === undefined) failures.push("no save succeeded after the repair");
  return {
    name,
    ...counts,
    saw: run.saw.text,
    noOkMs: run.saw.noOkMs,
    worstMs: run.saw.worstMs,
    health: run.health.join(", "),
    logLines: run.lines.length,
    recoveredMs: run.recoveredAt === undefined ? undefined : run.recoveredAt - run.repairedAt,
    notes: [...counts.notes, ...whatWasSaid(run.summary, run.lines), ...notes],
    failures,
  };
}

/** SIGKILL mid-load, the server restarted at once on the same port and database. */
async function killScenario({ name, tag, databaseUrl, readRows }) {
  const output = outputLog();
  let server = await startApiServer({ databaseUrl, output });
  try {
    const run = await underLoad({
      origin: server.origin,
      output,
      tag,
      async fault() {
        await stopServer(server, "SIGKILL");
        const restartedAt = Date.now();
        server = await startApiServer({ databaseUrl, port: server.port, output });
        return restartedAt;
      },
    });
    return saveFaultRow(name, run, await readRows(tag), [
      "recovered: from the restart to the first OK",
    ]);
  } finally {
    await stopServer(server);
  }
}

async function killSqlite() {
  const store = sqliteLeadStore();
  try {
    return await killScenario({
      name: "SIGKILL mid-load, SQLite",
      tag: `${runId}ks`,
      databaseUrl: store.databaseUrl,
      readRows: (tag) => sqliteRows(store.file, tag),
    });
  } finally {
    await store.remove();
  }
}

async function killPostgres(cluster) {
  const scenario = { name: "SIGKILL mid-load, PostgreSQL", tag: `${runId}kp` };
  if (cluster !== undefined) {
    const url = await cluster.createDatabase(`faults_kill_${runId}`);
    return killScenario({
      ...scenario,
      databaseUrl: url,
      readRows: (tag) => postgresRows(url, tag),
    });
  }
  // Without a cluster of our own, the shared server in a schema of the run's own.
  let store;
  try {
    store = await postgresLeadStore();
  } catch (error) {
    return { name: scenario.name, skipped: `PostgreSQL did not answer (${error.message})` };
  }
  try {
    return await killScenario({
      ...scenario,
      databaseUrl: store.databaseUrl,
      readRows: (tag) => postgresRows(store.databaseUrl, tag),
    });
  } finally {
    await store.remove();
  }
}

/** PostgreSQL stopped as in a crash (`pg_ctl stop -m immediate`), started again OUTAGE_MS later. */
async function postgresRestart(cluster, clusterProblem) {
  const name = "PostgreSQL crash and start";
  if (cluster === undefined) return { name, skipped: clusterProblem };
  const url = await cluster.createDatabase(`faults_restart_${runId}`);
  const output = outputLog();
  const tag = `${runId}p`;
  const server = await startApiServer({ databaseUrl: url, output });
  try {
    let startedAt;
    const run = await underLoad({
      origin: server.origin,
      output,
      tag,
      async fault() {
        cluster.stop("immediate");
        await sleep(OUTAGE_MS);
        startedAt = Date.now();
        cluster.start();
        return Date.now();
      },
    });
    return saveFaultRow(name, run, await postgresRows(url, tag), [
      `PostgreSQL stopped ${seconds(startedAt - run.faultAt)}, then took ` +
        `${seconds(run.repairedAt - startedAt)} to start (crash recovery)`,
      "recovered: from PostgreSQL accepting connections again to the first OK",
    ]);
  } finally {
    await stopServer(server);
  }
}

/** Redis killed under load and started again OUTAGE_MS later; saves must go on throughout. */
async function redisRestart() {
  const name = "Redis killed and started";
  const unavailable = ownRedisUnavailable();
  if (unavailable !== undefined) return { name, skipped: unavailable };
  const redis = await startOwnRedis();
  const store = sqliteLeadStore();
  const output = outputLog();
  const tag = `${runId}r`;
  const server = await startApiServer({
    databaseUrl: store.databaseUrl,
    env: { REDIS_URL: redis.url },
    output,
  });
  try {
    let redisBackAt;
    const run = await underLoad({
      origin: server.origin,
      output,
      tag,
      async fault({ health }) {
        await redis.kill();
        await sleep(OUTAGE_MS);
        await redis.start();
        redisBackAt = Date.now();
        // Saves never stopped: wait until /healthz says the server shares its counts again.
        for (let waited = 0; waited < MAX_RECOVERY_MS; waited += 100) {
          if (health.firstAfter(redisBackAt, "ok") !== undefined) break;
          await sleep(100);
        }
        return redisBackAt;
      },
    });
    const healthOkAt = run.healthWatch.firstAfter(redisBackAt, "ok");
    const windowEnd = healthOkAt ?? Date.now();
    const saw = clientsSaw(run.summary.attempts, run.faultAt, windowEnd);
    const lines = output.between(run.faultAt, windowEnd);
    const counts = tally(run.summary, sqliteRows(store.file, tag));
    const health = run.healthWatch.seen(run.faultAt, windowEnd);
    const failures = [];
    if (counts.lost > 0) failures.push("acknowledged saves lost");
    if (counts.doubled > 0) failures.push("rows stored twice");
    if (!health.includes("degraded")) failures.push("/healthz never said degraded");
    if (healthOkAt === undefined) failures.push("/healthz never said ok again");
    return {
      name,
      ...counts,
      saw: saw.text,
      noOkMs: saw.noOkMs,
      worstMs: saw.worstMs,
      health: health.join(", "),
      logLines: lines.length,
      recoveredMs: healthOkAt === undefined ? undefined : healthOkAt - redisBackAt,
      notes: [
        `Redis away ${seconds(redisBackAt - run.faultAt)}`,
        "recovered: from Redis accepting connections to /healthz saying ok",
        ...counts.notes,
        ...logDigest(lines),
      ],
      failures,
    };
  } finally {
    await stopServer(server);
    await redis.remove();
    await store.remove();
  }
}

/** Lead notification jobs neither done nor failed for good yet. */
function pendingNotifications(file) {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT count(*) FROM jobs WHERE kind IN ('lead-email', 'lead-webhook')
         AND done_at IS NULL AND failed_at IS NULL`,
      )
      .pluck()
      .get();
  } finally {
    db.close();
  }
}

/**
 * The SMTP server and the webhook receiver closed for RECEIVERS_DOWN_MS under a light load, then
 * opened again: once the job queue has retried, every lead must have one e-mail and one webhook
 * call. Saves must go on throughout.
 */
async function receiversDown() {
  const store = sqliteLeadStore();
  const smtp = await startSmtpReceiver();
  const webhook = await startWebhookReceiver();
  const output = outputLog();
  const tag = `${runId}n`;
  const server = await startApiServer({
    databaseUrl: store.databaseUrl,
    env: {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "sales@example.in",
      WEBHOOK_URL: webhook.url,
      WEBHOOK_SECRET: "bench-webhook-secret",
    },
    output,
  });
  try {
    const run = await underLoad({
      origin: server.origin,
      output,
      tag,
      load: { pauseMs: NOTIFY_PAUSE_MS },
      async fault() {
        await Promise.all([smtp.down(), webhook.down()]);
        await sleep(RECEIVERS_DOWN_MS);
        await Promise.all([smtp.up(), webhook.up()]);
        return Date.now();
      },
    });
    // The queue retries a failed notification 30 s after its failure: wait for all of them.
    const deadline = Date.now() + MAX_DELIVERY_MS;
    let rows = sqliteRows(store.file, tag);
    let mails;
    let hooks;
    for (;;) {
      rows = sqliteRows(store.file, tag);
      mails = deliveries(rows, smtp.subjects, referenceInSubject, (row) => row.reference);
      hooks = deliveries(rows, webhook.bodies, idInWebhook, (row) => row.id);
      const settled = pendingNotifications(store.file) === 0;
      if ((settled && mails.missing === 0 && hooks.missing === 0) || Date.now() > deadline) break;
      await sleep(500);
    }
    const saves = tally(run.summary, rows);
    const saw = clientsSaw(run.summary.attempts, run.faultAt, run.repairedAt);
    const health = run.healthWatch.seen(run.faultAt, run.repairedAt).join(", ");
    const row = (name, kind, found) => {
      const end = Math.max(found.lastFirstAt, run.repairedAt);
      const lines = output.between(run.faultAt, end).filter((line) => line.includes(kind));
      const failures = [];
      if (found.missing > 0) failures.push("leads never notified");
      if (found.extra > 0) failures.push("leads notified twice");
      if (saves.lost > 0 || saves.doubled > 0) failures.push("saves lost or stored twice");
      return {
        name,
        acked: saves.acked,
        stored: found.delivered,
        lost: found.missing,
        doubled: found.extra,
        saw: saw.text,
        noOkMs: saw.noOkMs,
        worstMs: saw.worstMs,
        health,
        logLines: lines.length,
        recoveredMs:
          found.missing > 0 ? undefined : Math.max(0, found.lastFirstAt - run.repairedAt),
        notes: [
          `stored: leads notified (of ${rows.length} rows, ${saves.lost} acknowledged saves lost, ` +
            `${saves.doubled} stored twice); lost: leads never notified; twice: extra deliveries`,
          `receiver down ${seconds(run.repairedAt - run.faultAt)}; recovered: from the receiver ` +
            "back to the last lead's notification",
          ...saves.notes,
          ...logDigest(lines),
        ],
        failures,
      };
    };
    return [
      row("SMTP down: lead e-mails", "lead-email", mails),
      row("webhook down: webhook calls", "lead-webhook", hooks),
    ];
  } finally {
    await stopServer(server);
    await Promise.all([smtp.down(), webhook.down()]);
    await store.remove();
  }
}

/**
 * The disk under the SQLite file filled up under load for DISK_FULL_MS, then freed: clients must
 * get a clear answer, nothing half-written may stay (integrity_check), and saves must succeed
 * again without a restart.
 */
async function diskFull() {
  const name = "disk full under SQLite";
  const disk = mountSmallDisk(DISK_MEGABYTES);
  if (disk.unavailable !== undefined) return { name, skipped: disk.unavailable };
  const file = join(disk.dir, "leads.db");
  const output = outputLog();
  const tag = `${runId}d`;
  let server;
  try {
    server = await startApiServer({ databaseUrl: `sqlite:${file}`, output });
    let filled = 0;
    const run = await underLoad({
      origin: server.origin,
      output,
      tag,
      async fault() {
        filled = disk.fill();
        await sleep(DISK_FULL_MS);
        disk.free();
        return Date.now();
      },
    });
    const exited = server.child.exitCode ?? server.child.signalCode;
    await stopServer(server);
    const db = new Database(file, { readonly: true });
    const integrity = db.pragma("integrity_check", { simple: true });
    db.close();
    const result = saveFaultRow(name, run, sqliteRows(file, tag), [
      `filled the last ${(filled / 1024 / 1024).toFixed(1)} MB of a ${DISK_MEGABYTES} MB tmpfs`,
      `integrity_check after the run: ${integrity}`,
      "recovered: from the space freed to the first OK",
      ...(exited === null ? [] : [`the server exited during the run (${exited})`]),
    ]);
    if (integrity !== "ok") result.failures.push("integrity_check failed");
    if (exited !== null) result.failures.push("the server died");
    return result;
  } finally {
    if (server !== undefined) await stopServer(server);
    disk.remove();
  }
}

const SCENARIOS = {
  "kill-sqlite": () => killSqlite(),
  "kill-postgres": (cluster) => killPostgres(cluster),
  postgres: (cluster, clusterProblem) => postgresRestart(cluster, clusterProblem),
  redis: () => redisRestart(),
  notify: () => receiversDown(),
  disk: () => diskFull(),
};

// --- main ---

const onlyArgument = process.argv.find((arg) => arg.startsWith("--only="));
const selected = onlyArgument?.split("=")[1].split(",") ?? Object.keys(SCENARIOS);
const unknown = selected.filter((key) => !(key in SCENARIOS));
if (unknown.length > 0) {
  console.error(
    `Unknown fault ${unknown.join(", ")}: pick from ${Object.keys(SCENARIOS).join(", ")}`,
  );
  process.exit(2);
}

ensureApiBuild();
console.log(`Load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`);
// One cluster of our own for both PostgreSQL faults, a database each.
let cluster;
let clusterProblem = ownPostgresUnavailable();
if (clusterProblem === undefined && selected.some((key) => /postgres/.test(key))) {
  try {
    cluster = await startOwnPostgres();
  } catch (error) {
    clusterProblem = `the cluster of our own did not start: ${error.message}`;
  }
}
const results = [];
try {
  for (const key of selected) {
    console.log(`Fault: ${key}…`);
    try {
      results.push(...[await SCENARIOS[key](cluster, clusterProblem)].flat());
    } catch (error) {
      results.push({ name: key, skipped: `FAILED to run: ${error.stack ?? error}` });
      process.exitCode = 1;
    }
  }
} finally {
  cluster?.remove();
}

printReport(results);
const failed = results.filter((result) => result.failures?.length > 0);
for (const result of failed) console.log(`FAILED ${result.name}: ${result.failures.join(", ")}`);
if (failed.length > 0) process.exitCode = 1;
