#!/usr/bin/env node
// SaveLead throughput against a bare Fastify route, each server in its own process and loaded by
// autocannon's CLI in a third. Usage: node bench/api/save-lead.mjs [--postgres] [--rounds=3]
// The load alternates between the two servers, round after round, so that other work on the
// machine skews one round rather than the whole comparison; the median ratio is reported.
// The bar: SaveLead keeps at least half the bare route's requests/s (median of the rounds) with
// SQLite at synchronous=FULL, and stores exactly one row per 2xx answer.
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { ensureApiBuild } from "../lib/builds.mjs";
import { postgresLeadStore, sqliteLeadStore } from "../lib/lead-stores.mjs";
import { CONNECTIONS, measureSaveLead, rowsMatchAnswers, WARMUP_SECONDS } from "../lib/load.mjs";
import { startApiServer, startNodeServer, stopServer } from "../lib/server-process.mjs";

const BAR = 0.5;

const bareServer = fileURLToPath(new URL("./bare-server.mjs", import.meta.url));

const roundsArgument = process.argv.find((arg) => arg.startsWith("--rounds="));
const ROUNDS = Number(roundsArgument?.split("=")[1] ?? 3);

async function load(label, server, store) {
  console.log(`Loading ${label}: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up…`);
  return { label, ...(await measureSaveLead(server.origin, store?.countLeads)) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const COLUMNS = [
  ["server", 52],
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
  cells.map((cell, i) => (i === 0 ? cell.padEnd(52) : cell.padStart(COLUMNS[i][1]))).join(" ");

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
const loadAverage = () =>
  `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
console.log(`${loadAverage()}, ${ROUNDS} rounds.`);
const store = process.argv.includes("--postgres") ? await postgresLeadStore() : sqliteLeadStore();
const rounds = [];
let bareServerProcess;
try {
  bareServerProcess = await startNodeServer(bareServer);
  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await load(`round ${round}: bare Fastify route`, bareServerProcess);
    // A fresh process each round, on the same database, so that no round inherits the rate
    // counts, duplicate claims or warmed-up code of the one before.
    const realServerProcess = await startApiServer({ databaseUrl: store.databaseUrl });
    try {
      const real = await load(
        `round ${round}: SaveLead (${store.label})`,
        realServerProcess,
        store,
      );
      rounds.push({ bare, real, ratio: real.rate / bare.rate, loadAtEnd: loadavg()[0] });
    } finally {
      await stopServer(realServerProcess);
    }
  }
} finally {
  if (bareServerProcess !== undefined) await stopServer(bareServerProcess);
  await store.remove();
}

console.log(`\n${line(COLUMNS.map(([name]) => name))}`);
for (const round of rounds) {
  console.log(`${row(round.bare)}\n${row(round.real)}`);
  console.log(
    `  ratio ${round.ratio.toFixed(2)}, load average ${round.loadAtEnd.toFixed(1)} at the end`,
  );
}

const ratio = median(rounds.map((round) => round.ratio));
const failures = rounds.flatMap(({ real }) => {
  const { errors, non2xx } = real.result;
  const problems = [];
  if (!rowsMatchAnswers(real)) {
    problems.push(`${real.label}: ${real.rows} rows for ${real.result["2xx"]} 2xx answers`);
  }
  if (errors + non2xx > 0) problems.push(`${real.label}: ${errors} errors, ${non2xx} non-2xx`);
  return problems;
});
console.log(
  `\nratio SaveLead / bare, median of ${rounds.length}: ${ratio.toFixed(2)} (bar ≥ ${BAR}) ${ratio >= BAR ? "met" : "MISSED"}`,
);
console.log(
  failures.length === 0
    ? "every measured run stored exactly one row per 2xx answer, with no failed request"
    : `FAILED:\n${failures.join("\n")}`,
);
console.log(`Ended at ${loadAverage()}.`);
process.exitCode = ratio >= BAR && failures.length === 0 ? 0 : 1;
