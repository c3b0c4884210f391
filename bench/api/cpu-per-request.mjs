#!/usr/bin/env node
// Where a SaveLead request's CPU time goes: each thread of the server (the main thread, the save
// thread, V8's helper threads) and the load generator, in microseconds per answered request, for
// the real server and for the bare route, over one measured run of the throughput benchmark's
// load (50 connections). Usage: node bench/api/cpu-per-request.mjs
// Reads /proc (Linux only). A thread's "run" is its CPU time; "wait" is the time it was ready to
// run but had no core, which shows how much the threads and the load generator crowd each other.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureApiBuild } from "../lib/builds.mjs";
import { sqliteLeadStore } from "../lib/lead-stores.mjs";
import { LOAD_GENERATOR, measuredRun, rateOf, warmUp } from "../lib/load.mjs";
import { SAVE_LEAD_PATH } from "../lib/save-lead-request.mjs";
import { startApiServer, startNodeServer, stopServer } from "../lib/server-process.mjs";

const bareServer = fileURLToPath(new URL("./bare-server.mjs", import.meta.url));

/** Run and run-queue wait time (ns) of every thread of `pid`, by thread id. */
function threadTimes(pid) {
  const times = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ");
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, "utf8").trim();
      times.set(tid, { name, run: Number(run), wait: Number(wait) });
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return times;
}

async function measure(label, server) {
  const url = `${server.origin}${SAVE_LEAD_PATH}`;
  const warmup = await warmUp(url);
  const before = threadTimes(server.child.pid);
  const result = await measuredRun(url, warmup);
  const after = threadTimes(server.child.pid);
  const answered = result["2xx"] + result.non2xx;
  const perRequest = (ns) => ns / 1000 / answered;
  console.log(
    `\n${label}: ${rateOf(result).toFixed(0)} req/s, ${result["2xx"]} 2xx, ${result.non2xx} non-2xx, p99 ${result.latency.p99} ms`,
  );
  const threads = [...after].map(([tid, { name, run, wait }], index) => ({
    // The first thread listed is the process's main thread.
    label: index === 0 ? "main thread" : `thread ${tid} (${name})`,
    run: perRequest(run - (before.get(tid)?.run ?? 0)),
    wait: perRequest(wait - (before.get(tid)?.wait ?? 0)),
  }));
  let total = 0;
  for (const thread of threads) {
    total += thread.run;
    if (thread.run < 0.5) continue;
    console.log(
      `  ${thread.label.padEnd(22)} run ${thread.run.toFixed(1).padStart(6)} µs  wait ${thread.wait.toFixed(1).padStart(6)} µs`,
    );
  }
  console.log(`  ${"server, all threads".padEnd(22)} run ${total.toFixed(1).padStart(6)} µs`);
  // Its process's CPU time over the measured run, in 10 ms ticks.
  const loadGenerator = result.cpuMicros / answered;
  console.log(`  ${LOAD_GENERATOR.padEnd(22)} run ${loadGenerator.toFixed(1).padStart(6)} µs`);
}

ensureApiBuild();
const store = sqliteLeadStore();
try {
  const real = await startApiServer({ databaseUrl: store.databaseUrl });
  try {
    await measure(`SaveLead (${store.label})`, real);
  } finally {
    await stopServer(real);
  }
  const bare = await startNodeServer(bareServer);
  try {
    await measure("bare Fastify route", bare);
  } finally {
    await stopServer(bare);
  }
} finally {
  await store.remove();
}
