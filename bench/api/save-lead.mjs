#!/usr/bin/env node
// SaveLead throughput against a bare Fastify route, each server in its own process and loaded by
// a load generator in a third (wrk; see lib/load.mjs).
// Usage: node bench/api/save-lead.mjs [--postgres] [--rounds=3]
// Throughput is a server's capacity: the rate it reaches once enough requests come at once. A
// route that answers at once reaches it with a few connections; group commit needs many saves
// waiting together to fill its transactions, and on 2 cores gains about a third from 50 to 250.
// So each round loads both servers at every level of CONNECTION_LEVELS, and compares the best
// rate each reached (the bare route's best is the stricter reference); the ratio at each level
// is printed too. The load alternates between the two servers, so that other work on the machine
// skews one round rather than the whole comparison; the median of the rounds is reported.
// The bar: SaveLead's capacity is at least half the bare route's (median of the rounds) with
// SQLite at synchronous=FULL, and every 2xx answer of every run is a row.
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { ensureApiBuild } from "../lib/builds.mjs";
import { postgresLeadStore, sqliteLeadStore } from "../lib/lead-stores.mjs";
import { LOAD_GENERATOR, measureSaveLead, rowsMatchAnswers, WARMUP_SECONDS } from "../lib/load.mjs";
import { LOAD_COLUMNS, loadCells, textTable } from "../lib/load-table.mjs";
import { startApiServer, startNodeServer, stopServer } from "../lib/server-process.mjs";

const BAR = 0.5;
// 50 is where the earlier runs of this benchmark loaded both servers. At 512 SaveLead gained 2 %
// over 250 while its p99 latency doubled.
const CONNECTION_LEVELS = [50, 250];

const bareServer = fileURLToPath(new URL("./bare-server.mjs", import.meta.url));

const roundsArgument = process.argv.find((arg) => arg.startsWith("--rounds="));
const ROUNDS = Number(roundsArgument?.split("=")[1] ?? 3);

async function load(label, server, connections, store) {
  console.log(`Loading ${label}: ${WARMUP_SECONDS} s warm-up…`);
  return { label, ...(await measureSaveLead(server.origin, store?.countLeads, connections)) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const table = textTable([["server", 64], ["req/s", 7], ...LOAD_COLUMNS, ["time", 8]]);

const row = ({ label, result, rate, rows }) =>
  table.line([
    label,
    rate.toFixed(0),
    ...loadCells(result, rows),
    `${result.duration.toFixed(2)} s`,
  ]);

ensureApiBuild();
// Other work on the machine skews the ratio; say how busy it was.
const loadAverage = () =>
  `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
console.log(`${loadAverage()}, ${ROUNDS} rounds, load from ${LOAD_GENERATOR}.`);
const store = process.argv.includes("--postgres") ? await postgresLeadStore() : sqliteLeadStore();
const runs = [];
let bareServerProcess;
try {
  bareServerProcess = await startNodeServer(bareServer);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const connections of CONNECTION_LEVELS) {
      const at = `round ${round}, ${connections} connections`;
      const bare = await load(`${at}: bare Fastify route`, bareServerProcess, connections);
      // A fresh process for each load, on the same database, so that none inherits the rate
      // counts, duplicate claims or warmed-up code of the one before.
      const realServerProcess = await startApiServer({ databaseUrl: store.databaseUrl });
      try {
        const real = await load(
          `${at}: SaveLead (${store.label})`,
          realServerProcess,
          connections,
          store,
        );
        runs.push({ round, connections, bare, real, loadAtEnd: loadavg()[0] });
      } finally {
        await stopServer(realServerProcess);
      }
    }
  }
} finally {
  if (bareServerProcess !== undefined) await stopServer(bareServerProcess);
  await store.remove();
}

console.log(`\n${table.heading}`);
for (const run of runs) {
  console.log(`${row(run.bare)}\n${row(run.real)}`);
  console.log(
    `  ratio ${(run.real.rate / run.bare.rate).toFixed(2)}, load average ${run.loadAtEnd.toFixed(1)} at the end`,
  );
}

const bestRate = (measured) => Math.max(...measured.map((result) => result.rate));
const roundRatios = Array.from({ length: ROUNDS }, (_, index) => {
  const ofRound = runs.filter((run) => run.round === index + 1);
  return bestRate(ofRound.map((run) => run.real)) / bestRate(ofRound.map((run) => run.bare));
});
const ratio = median(roundRatios);
console.log("");
for (const connections of CONNECTION_LEVELS) {
  const atLevel = runs.filter((run) => run.connections === connections);
  const ratios = atLevel.map((run) => run.real.rate / run.bare.rate);
  console.log(
    `ratio at ${connections} connections, median of ${ratios.length}: ${median(ratios).toFixed(2)}`,
  );
}
const failures = runs.flatMap(({ real }) => {
  const { errors, non2xx } = real.result;
  const problems = [];
  if (!rowsMatchAnswers(real)) {
    problems.push(`${real.label}: ${real.rows} rows for ${real.result["2xx"]} 2xx answers`);
  }
  if (errors + non2xx > 0) problems.push(`${real.label}: ${errors} errors, ${non2xx} non-2xx`);
  return problems;
});
console.log(
  `ratio of the best rates (SaveLead / bare), median of ${roundRatios.length} rounds (${roundRatios.map((value) => value.toFixed(3)).join(", ")}): ${ratio.toFixed(3)} (bar ≥ ${BAR}) ${ratio >= BAR ? "met" : "MISSED"}`,
);
console.log(
  failures.length === 0
    ? "every measured run stored one row per 2xx answer, and at most one per request left unanswered when the load stopped, with no failed request"
    : `FAILED:\n${failures.join("\n")}`,
);
console.log(`Ended at ${loadAverage()}.`);
process.exitCode = ratio >= BAR && failures.length === 0 ? 0 : 1;
