#!/usr/bin/env node
// SaveLead throughput against a bare Fastify route, each server in its own process and loaded by
// autocannon's CLI in a third. Usage: node bench/api/save-lead.mjs [--postgres]
// The bar: SaveLead keeps at least half the bare route's requests/s with SQLite at
// synchronous=FULL, and stores exactly one row per 2xx answer.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { ensureApiBuild } from "../lib/builds.mjs";
import { postgresLeadStore, sqliteLeadStore } from "../lib/lead-stores.mjs";
import { authorization, SAVE_LEAD_PATH, saveLeadPayload } from "../lib/save-lead-request.mjs";
import { startApiServer, startNodeServer, stopServer } from "../lib/server-process.mjs";

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
const BAR = 0.5;
// Saves whose answers autocannon dropped when the warm-up's time ran out still commit: let them.
const SETTLE_MS = 500;
// Far above any answer time seen here, so a busy machine shows as latency, not as dropped requests.
const TIMEOUT_SECONDS = 30;
// autocannon notices the end of a run at its next sample, so short samples keep its duration,
// and the rate computed from it, within a tenth of a second of the truth.
const SAMPLE_MS = 100;

const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
const bareServer = fileURLToPath(new URL("./bare-server.mjs", import.meta.url));
// autocannon replaces [<id>] with a fresh id in every request, so each lead has its own address.
const body = JSON.stringify(saveLeadPayload("bench-[<id>]@example.in"));

async function autocannon(url, limit) {
  const args = [
    ...[autocannonCli, "--json", "--idReplacement", "-c", String(CONNECTIONS), "-m", "POST"],
    ...["-H", "content-type=application/json", "-H", `authorization=${authorization}`],
    ...["-b", body, "-L", String(SAMPLE_MS), "-t", String(TIMEOUT_SECONDS), ...limit, url],
  ];
  const load = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  load.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const [code] = await once(load, "exit");
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  return JSON.parse(output.trim().split("\n").at(-1));
}

/** Answers per second of wall time over the whole run. */
const rateOf = (result) => (result["2xx"] + result.non2xx) / result.duration;

/** The warm-up's rate once warm: its busier samples (75th percentile), leaving out the cold start. */
const warmRateOf = (warmup) => (warmup.requests.p75 * 1000) / SAMPLE_MS;

/**
 * A timed warm-up, then a measured run of as many requests as the warm rate gives in
 * MEASURE_SECONDS: a run by count waits for every answer, so 2xx answers and new rows must match.
 */
async function measure(server, store) {
  const url = `${server.origin}${SAVE_LEAD_PATH}`;
  const warmup = await autocannon(url, ["-d", String(WARMUP_SECONDS)]);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rowsBefore = await store?.countLeads();
  const amount = Math.max(CONNECTIONS, Math.round(warmRateOf(warmup) * MEASURE_SECONDS));
  const result = await autocannon(url, ["-a", String(amount)]);
  const rows = store === undefined ? undefined : (await store.countLeads()) - rowsBefore;
  return { result, rate: rateOf(result), rows };
}

async function run(label, start, store) {
  console.log(`Loading ${label}: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up…`);
  const server = await start();
  try {
    return { label, ...(await measure(server, store)) };
  } finally {
    await stopServer(server);
  }
}

const COLUMNS = [
  ["server", 44],
  ["req/s", 7],
  ["p50", 8],
  ["p99", 8],
  ["errors", 6],
  ["non2xx", 6],
  ["2xx", 7],
  ["rows", 7],
  ["time", 8],
];
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(44) : cell.padStart(COLUMNS[i][1]))).join(" ");

const row = ({ label, result, rate, rows }) =>
  line([
    label,
    rate.toFixed(0),
    `${result.latency.p50} ms`,
    `${result.latency.p99} ms`,
    String(result.errors),
    String(result.non2xx),
    String(result["2xx"]),
    String(rows ?? "-"),
    `${result.duration} s`,
  ]);

ensureApiBuild();
// Other work on the machine skews the ratio; say how busy it was.
console.log(`Load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`);
const store = process.argv.includes("--postgres") ? await postgresLeadStore() : sqliteLeadStore();
let bare;
let real;
try {
  bare = await run("bare Fastify route", () => startNodeServer(bareServer));
  real = await run(
    `SaveLead (${store.label})`,
    () => startApiServer({ databaseUrl: store.databaseUrl }),
    store,
  );
} finally {
  await store.remove();
}

console.log(`\n${line(COLUMNS.map(([name]) => name))}\n${row(bare)}\n${row(real)}`);

const ratio = real.rate / bare.rate;
const { errors, non2xx } = real.result;
const answered = real.result["2xx"];
// A request that got no answer (timed out or reset) may still have committed: it may add a row,
// but every 2xx answer must be one.
const rowsMatch = real.rows >= answered && real.rows <= answered + errors;
console.log(
  `\nratio SaveLead / bare: ${ratio.toFixed(2)} (bar ≥ ${BAR}) ${ratio >= BAR ? "met" : "MISSED"}`,
);
console.log(
  `rows stored during the measured run: ${real.rows}, 2xx answers: ${answered}, unanswered: ${errors} ${rowsMatch ? "(consistent)" : "MISMATCH"}`,
);
if (errors + non2xx > 0) console.log(`SaveLead failures: ${errors} errors, ${non2xx} non-2xx`);
process.exitCode = ratio >= BAR && rowsMatch && errors + non2xx === 0 ? 0 : 1;
