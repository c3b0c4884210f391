#!/usr/bin/env node
// The cost of counting visits: the real server answering one page of the built site, with the
// visit counter on and off (VISIT_COUNTING), each on a fresh SQLite file, loaded by wrk from a
// thousand browsers (lib/page-views.lua). Rounds alternate between the two settings, so that
// other work on the machine skews one round rather than the whole comparison.
// Usage: node bench/api/page-views.mjs [--rounds=5] [--path=/about]
// The bar: with counting, the page route keeps at least 95 % of its rate without it (median of
// the rounds), and every page answered with counting on is a counted view in the database.
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import Database from "better-sqlite3";
import { ensureApiBuild, ensureWebBuild, webRoot } from "../lib/builds.mjs";
import { sqliteLeadStore } from "../lib/lead-stores.mjs";
import { loadPage, MEASURE_SECONDS, rateOf, WARMUP_SECONDS } from "../lib/load.mjs";
import { startApiServer, stopServer } from "../lib/server-process.mjs";

const BAR = 0.95;
const argument = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const ROUNDS = Number(argument("rounds", 5));
const PATH = argument("path", "/about");

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Starts the server with counting `on` or `off`, loads the page, stops the server. */
async function measure(counting) {
  const store = sqliteLeadStore();
  const server = await startApiServer({ databaseUrl: store.databaseUrl, webRoot });
  try {
    const warmup = await loadPage(server.origin, PATH, WARMUP_SECONDS);
    const cpuBefore = processCpuMicros(server.child.pid);
    const result = await loadPage(server.origin, PATH, MEASURE_SECONDS);
    const cpuPerView = (processCpuMicros(server.child.pid) - cpuBefore) / result["2xx"];
    // SIGTERM closes the app, which writes the views it still holds.
    await stopServer(server);
    const counted = readCounts(store.file);
    const answered = warmup["2xx"] + result["2xx"];
    const unanswered = warmup.unanswered + result.unanswered;
    const countsMatch = counting
      ? counted.views >= answered && counted.views <= answered + unanswered
      : counted.views === 0;
    return { counting, result, rate: rateOf(result), cpuPerView, counted, answered, countsMatch };
  } finally {
    await stopServer(server);
    await store.remove();
  }
}

/** CPU time (user and system, all threads) the process has used, from /proc/<pid>/stat. */
function processCpuMicros(pid) {
  // Fields 14 and 15 (utime, stime), in clock ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function readCounts(file) {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare(
        "SELECT coalesce(sum(page_views), 0) AS views, count(DISTINCT visitor_hash) AS visitors FROM site_visits",
      )
      .get();
  } finally {
    db.close();
  }
}

ensureApiBuild();
ensureWebBuild();
console.log(
  `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores, ${ROUNDS} rounds, GET ${PATH} from wrk.`,
);

// startApiServer reads VISIT_COUNTING from this process's environment.
const runs = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const counting of round % 2 === 1 ? [false, true] : [true, false]) {
    process.env.VISIT_COUNTING = counting ? "on" : "off";
    const run = await measure(counting);
    runs.push({ round, ...run });
    console.log(
      [
        `round ${round}`,
        `counting ${counting ? "on " : "off"}`,
        `${run.rate.toFixed(0).padStart(6)} req/s`,
        `p50 ${run.result.latency.p50} ms`,
        `p99 ${run.result.latency.p99} ms`,
        `server CPU ${run.cpuPerView.toFixed(0)} µs/view`,
        `non2xx ${run.result.non2xx}`,
        `views stored ${run.counted.views} of ${run.answered} answered`,
        `visitors ${run.counted.visitors}`,
      ].join("  "),
    );
  }
}

const ratios = [];
const cpuRatios = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const withCounting = runs.find((run) => run.round === round && run.counting);
  const without = runs.find((run) => run.round === round && !run.counting);
  ratios.push(withCounting.rate / without.rate);
  // The rate a server reaches when its CPU is the limit: the inverse of its CPU time per view.
  cpuRatios.push(without.cpuPerView / withCounting.cpuPerView);
  console.log(
    `round ${round}: counting keeps ${(100 * ratios.at(-1)).toFixed(1)} % of the rate, ` +
      `and needs ${(100 / cpuRatios.at(-1)).toFixed(1)} % of the CPU time per view`,
  );
}
const ratio = median(ratios);
const cpuRatio = median(cpuRatios);
const countsMatch = runs.every((run) => run.countsMatch && run.result.non2xx === 0);
console.log(
  `Median: counting keeps ${(100 * ratio).toFixed(1)} % of the page route's rate; by CPU time per ` +
    `view, ${(100 * cpuRatio).toFixed(1)} % (bar ${100 * BAR} %); views stored ` +
    `${countsMatch ? "match" : "DO NOT match"} the pages answered.`,
);
process.exit(ratio >= BAR && countsMatch ? 0 : 1);
