// SaveLead load from autocannon's CLI in a process of its own, so the load generator never
// shares an event loop with the servers under test or with the measuring script.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { authorization, SAVE_LEAD_PATH, saveLeadPayload } from "./save-lead-request.mjs";

export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 2;
export const MEASURE_SECONDS = 10;
// Saves whose answers autocannon dropped when the warm-up's time ran out still commit: let them.
const SETTLE_MS = 500;
// Far above any answer time seen here, so a busy machine shows as latency, not as dropped requests.
const TIMEOUT_SECONDS = 30;
// autocannon notices the end of a run at its next sample, so short samples keep its duration,
// and the rate computed from it, within a tenth of a second of the truth.
const SAMPLE_MS = 100;

const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
// autocannon replaces [<id>] with a fresh id in every request, so each lead has its own address.
const body = JSON.stringify(saveLeadPayload("bench-[<id>]@example.in"));

/**
 * One autocannon run of SaveLead POSTs against `url` over `connections` connections; `limit` is
 * `-d <s>` or `-a <count>`. The result carries `cpuMicros`, the CPU time autocannon's own process
 * took.
 */
export async function autocannon(url, limit, connections = CONNECTIONS) {
  const args = [
    ...[autocannonCli, "--json", "--idReplacement", "-c", String(connections), "-m", "POST"],
    ...["-H", "content-type=application/json", "-H", `authorization=${authorization}`],
    ...["-b", body, "-L", String(SAMPLE_MS), "-t", String(TIMEOUT_SECONDS), ...limit, url],
  ];
  const load = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  load.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const childCpuBefore = childrenCpuMicros();
  const [code] = await once(load, "exit");
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  const result = JSON.parse(output.trim().split("\n").at(-1));
  return { ...result, cpuMicros: childrenCpuMicros() - childCpuBefore };
}

/** User and system time of this process's children that have exited and been waited for. */
function childrenCpuMicros() {
  // /proc/self/stat fields 16 and 17 (cutime, cstime), in clock ticks of 10 ms.
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10_000;
}

/** Answers per second of wall time over the whole run. */
const rateOf = (result) => (result["2xx"] + result.non2xx) / result.duration;

/** The warm-up's rate once warm: its busier samples (75th percentile), leaving out the cold start. */
const warmRateOf = (warmup) => (warmup.requests.p75 * 1000) / SAMPLE_MS;

/**
 * A timed warm-up, then a measured run of as many requests as the warm rate gives in
 * MEASURE_SECONDS: a run by count waits for every answer, so 2xx answers and new rows must match.
 * `countLeads` (optional) reads the store beside the server, before and after the measured run.
 */
export async function measureSaveLead(origin, countLeads, connections = CONNECTIONS) {
  const url = `${origin}${SAVE_LEAD_PATH}`;
  const warmup = await autocannon(url, ["-d", String(WARMUP_SECONDS)], connections);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const rowsBefore = await countLeads?.();
  const amount = Math.max(connections, Math.round(warmRateOf(warmup) * MEASURE_SECONDS));
  const result = await autocannon(url, ["-a", String(amount)], connections);
  const rows = countLeads === undefined ? undefined : (await countLeads()) - rowsBefore;
  return { result, rate: rateOf(result), rows };
}

/**
 * Every 2xx answer must be a new row; a request that got no answer (timed out or reset) may
 * still have committed, so it may add a row too.
 */
export function rowsMatchAnswers({ result, rows }) {
  return rows >= result["2xx"] && rows <= result["2xx"] + result.errors;
}
