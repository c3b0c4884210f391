// SaveLead load from a load generator in a process of its own, so it never shares an event loop
// with the servers under test or with the measuring script.
// wrk (Debian's package `wrk`), with save-lead.lua, is the default: written in C, it takes a
// fraction of the CPU time per request that autocannon (Node.js) takes, and on two cores the load
// generator's CPU is taken from the server it loads. BENCH_LOAD=autocannon runs autocannon's CLI
// instead, as the benchmarks did before, for comparing runs with the earlier figures.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { authorization, SAVE_LEAD_PATH, saveLeadPayload } from "./save-lead-request.mjs";

export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 2;
export const MEASURE_SECONDS = 10;
// Saves whose answers the load generator dropped when its time ran out still commit: let them.
const SETTLE_MS = 500;
// Far above any answer time seen here, so a busy machine shows as latency, not as dropped requests.
const TIMEOUT_SECONDS = 30;

const ID_MARK = "[<id>]";
// The payload with a mark where each request's number goes, so each lead has its own address.
const bodyTemplate = JSON.stringify(saveLeadPayload(`bench-${ID_MARK}@example.in`));
// wrk's script puts the number between the two halves itself.
const [bodyBefore, bodyAfter] = bodyTemplate.split(ID_MARK);

export const LOAD_GENERATOR = process.env.BENCH_LOAD ?? "wrk";
if (!["wrk", "autocannon"].includes(LOAD_GENERATOR)) {
  throw new Error(`BENCH_LOAD must be wrk or autocannon, not ${LOAD_GENERATOR}`);
}
if (LOAD_GENERATOR === "wrk" && spawnSync("wrk", ["--version"]).error !== undefined) {
  console.error(
    "wrk is not installed: apt-get install -y wrk (or run with BENCH_LOAD=autocannon).",
  );
  process.exit(1);
}

/**
 * What a load run gives, whichever generator ran it: answers by class, `errors` (connections
 * that failed or timed out), `unanswered` (requests sent that got no answer, including those cut
 * off when a timed run ended), `duration` in seconds, latency percentiles in ms, and `cpuMicros`,
 * the CPU time the generator's own process took.
 * @typedef {{ "2xx": number, non2xx: number, errors: number, unanswered: number, duration: number,
 *   latency: { p50: number, p99: number }, cpuMicros: number }} LoadResult
 */

/** Runs `command` to its end and returns the last line it printed and its CPU time. */
async function runGenerator(command, args) {
  const load = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  load.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const childCpuBefore = childrenCpuMicros();
  const [code] = await once(load, "exit");
  if (code !== 0) throw new Error(`${command} exited with ${code}`);
  return {
    lastLine: JSON.parse(output.trim().split("\n").at(-1)),
    cpuMicros: childrenCpuMicros() - childCpuBefore,
  };
}

/** User and system time of this process's children that have exited and been waited for. */
function childrenCpuMicros() {
  // /proc/self/stat fields 16 and 17 (cutime, cstime), in clock ticks of 10 ms.
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10_000;
}

const luaScript = fileURLToPath(new URL("./save-lead.lua", import.meta.url));
let wrkRuns = 0;
// To a tenth of a millisecond, as precise as a latency under load is worth reading.
const millis = (micros) => Math.round(micros / 100) / 10;

/** What wrk's Lua scripts print, as a LoadResult. */
const wrkResult = (lastLine, cpuMicros) => ({
  "2xx": lastLine.succeeded,
  non2xx: lastLine.answered - lastLine.succeeded,
  errors: lastLine.socketErrors,
  unanswered: lastLine.sent - lastLine.answered,
  duration: lastLine.durationMicros / 1e6,
  latency: { p50: millis(lastLine.p50Micros), p99: millis(lastLine.p99Micros) },
  cpuMicros,
});

const wrkOptions = (seconds, connections) => [
  ...["-t1", "-c", String(connections), "-d", `${seconds}s`, "--timeout", `${TIMEOUT_SECONDS}s`],
];

/** One wrk run of `seconds` over `connections` connections, on one thread. */
async function wrk(url, seconds, connections) {
  // Every run numbers its addresses afresh, under a token of its own.
  const runToken = `${process.pid}-${Date.now().toString(36)}-${++wrkRuns}`;
  const { lastLine, cpuMicros } = await runGenerator("wrk", [
    ...wrkOptions(seconds, connections),
    ...["-s", luaScript, url, "--", runToken, bodyBefore, bodyAfter, authorization],
  ]);
  return wrkResult(lastLine, cpuMicros);
}

const pageScript = fileURLToPath(new URL("./page-views.lua", import.meta.url));

/**
 * GETs of one page for `seconds`, as browsers' navigations from many machines send them
 * (page-views.lua); wrk only.
 * @returns {Promise<LoadResult>}
 */
export async function loadPage(origin, path, seconds, connections = CONNECTIONS) {
  const { lastLine, cpuMicros } = await runGenerator("wrk", [
    ...wrkOptions(seconds, connections),
    ...["-s", pageScript, origin, "--", path],
  ]);
  return wrkResult(lastLine, cpuMicros);
}

// autocannon notices the end of a run at its next sample, so short samples keep its duration,
// and the rate computed from it, within a tenth of a second of the truth.
const SAMPLE_MS = 100;
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/** One autocannon run; `limit` is `-d <s>` or `-a <count>`. */
async function autocannon(url, limit, connections) {
  const { lastLine, cpuMicros } = await runGenerator(process.execPath, [
    ...[autocannonCli, "--json", "--idReplacement", "-c", String(connections), "-m", "POST"],
    ...["-H", "content-type=application/json", "-H", `authorization=${authorization}`],
    ...["-b", bodyTemplate, "-L", String(SAMPLE_MS), "-t", String(TIMEOUT_SECONDS), ...limit, url],
  ]);
  return { ...lastLine, unanswered: lastLine.errors, cpuMicros };
}

/** Answers per second of wall time over the whole run. */
export const rateOf = (result) => (result["2xx"] + result.non2xx) / result.duration;

/** SaveLead load on `url` for WARMUP_SECONDS; its figures are not reported. */
export function warmUp(url, connections = CONNECTIONS) {
  return LOAD_GENERATOR === "wrk"
    ? wrk(url, WARMUP_SECONDS, connections)
    : autocannon(url, ["-d", String(WARMUP_SECONDS)], connections);
}

/**
 * The measured SaveLead run, about MEASURE_SECONDS long. wrk runs for that time. autocannon
 * sends as many requests as the warm-up's rate gives in that time and waits for every answer:
 * its timed runs drop answers still on their way.
 * @returns {Promise<LoadResult>}
 */
export function measuredRun(url, warmup, connections = CONNECTIONS) {
  if (LOAD_GENERATOR === "wrk") return wrk(url, MEASURE_SECONDS, connections);
  // The warm-up's rate once warm: its busier samples (75th percentile), leaving out the cold start.
  const warmRate = (warmup.requests.p75 * 1000) / SAMPLE_MS;
  const amount = Math.max(connections, Math.round(warmRate * MEASURE_SECONDS));
  return autocannon(url, ["-a", String(amount)], connections);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/**
 * A warm-up, then the measured run. `countLeads` (optional) reads the store beside the server
 * before the measured run and once the saves it left on their way have settled.
 */
export async function measureSaveLead(origin, countLeads, connections = CONNECTIONS) {
  const url = `${origin}${SAVE_LEAD_PATH}`;
  const warmup = await warmUp(url, connections);
  await settle();
  const rowsBefore = await countLeads?.();
  const result = await measuredRun(url, warmup, connections);
  await settle();
  const rows = countLeads === undefined ? undefined : (await countLeads()) - rowsBefore;
  return { result, rate: rateOf(result), rows };
}

/**
 * Every 2xx answer must be a new row; a request that got no answer (timed out, reset, or still
 * on its way when the run ended) may still have committed, so it may add a row too.
 */
export function rowsMatchAnswers({ result, rows }) {
  return rows >= result["2xx"] && rows <= result["2xx"] + result.unanswered;
}
