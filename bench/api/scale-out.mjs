#!/usr/bin/env node
// Scale-out: several API processes on one PostgreSQL database behind a round-robin balancer
// (api/balancer.mjs), loaded with SaveLead by wrk (lib/load.mjs) in a process of its own; the same
// run measures one process behind the same balancer, and one process without it, for comparison.
// Every phase starts on a fresh schema. The bar: no lead lost or stored twice (every request
// carries its own address, so the rows must equal the 2xx answers and their distinct addresses).
// Usage: node bench/api/scale-out.mjs [--processes=2,3]
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { ensureApiBuild } from "../lib/builds.mjs";
import { postgresLeadStore } from "../lib/lead-stores.mjs";
import { CONNECTIONS, measureSaveLead, rowsMatchAnswers, WARMUP_SECONDS } from "../lib/load.mjs";
import { LOAD_COLUMNS, loadCells, textTable } from "../lib/load-table.mjs";
import { startApiServer, startNodeServer, stopServer } from "../lib/server-process.mjs";

const balancerScript = fileURLToPath(new URL("./balancer.mjs", import.meta.url));

const processesArgument = process.argv.find((arg) => arg.startsWith("--processes="));
const SCALED_COUNTS = (processesArgument?.split("=")[1] ?? "2,3").split(",").map(Number);

/**
 * `count` API servers on one fresh schema, with the balancer in front unless `direct`; the
 * measured SaveLead run, then the stored leads and their distinct addresses.
 */
async function phase({ label, count, direct = false }) {
  console.log(`Loading ${label}: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up…`);
  const store = await postgresLeadStore();
  const servers = [];
  let balancer;
  try {
    // One after another: the first migrates and seeds the fresh schema, the others find it done.
    for (let i = 0; i < count; i++) {
      servers.push(await startApiServer({ databaseUrl: store.databaseUrl }));
    }
    if (!direct) {
      balancer = await startNodeServer(
        balancerScript,
        {},
        servers.map((server) => server.origin),
      );
    }
    const entry = balancer ?? servers[0];
    const measured = await measureSaveLead(entry.origin, store.countLeads);
    return { label, count, ...measured, stored: await store.countDistinctEmails() };
  } finally {
    await Promise.all([balancer, ...servers].filter(Boolean).map((child) => stopServer(child)));
    await store.remove();
  }
}

const table = textTable([
  ["setup", 34],
  ["req/s", 7],
  ["× one", 6],
  ...LOAD_COLUMNS,
  ["doubled", 7],
]);

function failuresOf(result) {
  const failures = [];
  if (!rowsMatchAnswers(result)) failures.push("rows differ from 2xx answers");
  if (result.stored.leads !== result.stored.emails) failures.push("a lead was stored twice");
  if (result.result.errors + result.result.non2xx > 0) failures.push("failed requests");
  return failures;
}

ensureApiBuild();
console.log(`Load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`);
try {
  await postgresLeadStore().then((store) => store.remove());
} catch (error) {
  // Like the PostgreSQL test suites: say loudly that nothing was measured.
  console.log(`*** Scale-out SKIPPED: PostgreSQL did not answer (${error.message}) ***`);
  process.exit(0);
}

const results = [
  await phase({ label: "1 process, no balancer", count: 1, direct: true }),
  await phase({ label: "1 process behind the balancer", count: 1 }),
];
for (const count of SCALED_COUNTS) {
  results.push(await phase({ label: `${count} processes behind the balancer`, count }));
}

const one = results[1];
console.log(`\n${table.heading}`);
for (const result of results) {
  console.log(
    table.line([
      result.label,
      result.rate.toFixed(0),
      (result.rate / one.rate).toFixed(2),
      ...loadCells(result.result, result.rows),
      String(result.stored.leads - result.stored.emails),
    ]),
  );
}

const failed = results.filter((result) => failuresOf(result).length > 0);
for (const result of failed) console.log(`${result.label}: ${failuresOf(result).join(", ")}`);
console.log(
  failed.length === 0
    ? "\nNo lead lost or stored twice: every 2xx answer is one row, every row its own address."
    : "\nFAILED: see above.",
);
process.exitCode = failed.length === 0 ? 0 : 1;
