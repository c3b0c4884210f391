// The parent's side of the fault benchmarks' load (api/fault-load.mjs): starts it, waits on what
// it reports, stops it, and reads its record of tries; and a watch on /healthz beside it.
import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { SAVE_LEAD_PATH } from "./save-lead-request.mjs";

const loadScript = fileURLToPath(new URL("../api/fault-load.mjs", import.meta.url));
// As often as a load balancer might ask; the server logs each failed check.
const HEALTH_EVERY_MS = 500;
const HEALTH_TIMEOUT_MS = 2_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `clients` visitors saving leads on `origin` (see api/fault-load.mjs), each pausing
 * `pauseMs` between submissions and `retryPauseMs` between tries of one. Each try may take
 * `timeoutMs`; after stop(), a submission in hand gets `drainMs` more.
 */
export function startFaultLoad(
  origin,
  { runId, clients = 4, pauseMs = 20, retryPauseMs = 250, timeoutMs = 15_000, drainMs = 20_000 },
) {
  const options = { url: `${origin}${SAVE_LEAD_PATH}`, runId, clients, pauseMs };
  const load = fork(loadScript, [JSON.stringify({ ...options, retryPauseMs, timeoutMs, drainMs })]);
  const state = { acknowledged: 0, lastOkAt: 0 };
  let summary;
  load.on("message", (message) => {
    if (message.done) summary = message;
    else {
      state.acknowledged = message.acknowledged;
      if (message.outcome === "OK") state.lastOkAt = message.at;
    }
  });
  const exited = once(load, "exit");

  /** Resolves true once a save was answered "OK" after `at`, false after `maxMs`. */
  async function waitForOkAfter(at, maxMs) {
    const deadline = Date.now() + maxMs;
    while (state.lastOkAt <= at) {
      if (Date.now() > deadline || load.exitCode !== null) return false;
      await sleep(20);
    }
    return true;
  }

  /** Resolves once `count` saves were answered "OK"; throws after `maxMs`. */
  async function waitForAcknowledged(count, maxMs = 60_000) {
    const deadline = Date.now() + maxMs;
    while (state.acknowledged < count) {
      if (Date.now() > deadline) throw new Error(`Fewer than ${count} saves answered in time`);
      await sleep(20);
    }
  }

  /** Stops the load and answers its summary (see api/fault-load.mjs). */
  async function stop() {
    if (load.connected) load.send({ stop: true });
    await exited;
    if (summary === undefined) throw new Error("The load process ended without its summary");
    return summary;
  }

  return { state, waitForOkAfter, waitForAcknowledged, stop, kill: () => load.kill("SIGKILL") };
}

/**
 * What clients saw from `from` to `to`: each outcome's count among the tries under way then
 * (`text`: "503×12 OK×3"), the longest of those tries (`worstMs`), and the longest stretch in which
 * no try was answered "OK" (`noOkMs`).
 */
export function clientsSaw(attempts, from, to) {
  const counts = new Map();
  let worstMs = 0;
  const okEnds = [];
  for (const [start, ms, outcome] of attempts) {
    if (start > to || start + ms < from) continue;
    counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    worstMs = Math.max(worstMs, ms);
    if (outcome === "OK" && start + ms >= from && start + ms <= to) okEnds.push(start + ms);
  }
  const bounds = [from, ...okEnds.sort((a, b) => a - b), to];
  const noOkMs = Math.max(...bounds.slice(1).map((at, i) => at - bounds[i]));
  const text = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([outcome, count]) => `${outcome}×${count}`)
    .join(" ");
  return { counts, text, worstMs, noOkMs };
}

/** When the first try answered "OK" after `at` ended, or undefined. */
export function firstOkAfter(attempts, at) {
  let first;
  for (const [start, ms, outcome] of attempts) {
    const end = start + ms;
    if (outcome === "OK" && end > at && (first === undefined || end < first)) first = end;
  }
  return first;
}

/**
 * Asks `origin`'s /healthz every half second; `seen(from, to)` lists the answers in that time
 * ("ok", "degraded", an HTTP status, or "no answer"), each once, in order.
 */
export function watchHealth(origin) {
  const answers = [];
  let running = true;
  const poll = (async () => {
    while (running) {
      const at = Date.now();
      let answer;
      try {
        const response = await fetch(`${origin}/healthz`, {
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        });
        const body = await response.json().catch(() => ({}));
        answer = response.status === 200 ? (body.status ?? "200") : String(response.status);
      } catch {
        answer = "no answer";
      }
      answers.push({ at, answer });
      await sleep(HEALTH_EVERY_MS);
    }
  })();
  return {
    seen: (from, to) => [
      ...new Set(answers.filter(({ at }) => at >= from && at <= to).map(({ answer }) => answer)),
    ],
    /** When /healthz first answered `answer` after `at`, or undefined. */
    firstAfter: (at, answer) =>
      answers.find((entry) => entry.at > at && entry.answer === answer)?.at,
    async stop() {
      running = false;
      await poll;
    },
  };
}
