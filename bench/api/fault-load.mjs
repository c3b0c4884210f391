// The fault benchmarks' load, in its own process: CLIENTS visitors each send one SaveLead
// submission after another, as the site's forms do: a new e-mail address and Idempotency-Key per
// submission, and the same key again after a failed try (an error answer, no answer), until it is
// answered "OK". Every try is recorded (start, duration, outcome) for the parent to read what
// clients saw in any window of time. The parent sends { stop: true }; each client then gives the
// submission in hand DRAIN_MS more to get through, and the process answers with the summary.
import { requestHeaders, saveLeadPayload } from "../lib/save-lead-request.mjs";

const { url, runId, clients, pauseMs, retryPauseMs, timeoutMs, drainMs } = JSON.parse(
  process.argv[2],
);
const OK_BODY = JSON.stringify("OK");
// Progress messages at most this often: the parent waits on them, the load must not.
const PROGRESS_EVERY_MS = 100;
const BODY_SAMPLE_LENGTH = 300;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @type {[number, number, string][]} every try: start (epoch ms), duration (ms), outcome */
const attempts = [];
const acknowledged = [];
// Submissions still unanswered when the drain ran out, and those the server rejected for good.
const unanswered = [];
const rejected = [];
// The first body (and Retry-After) of each non-OK status, so the report can quote the server.
const bodies = {};
let submitted = 0;
let drainDeadline = Number.POSITIVE_INFINITY;
let lastProgressAt = 0;
let lastOutcome = "OK";

process.on("message", (message) => {
  if (message.stop) drainDeadline = Date.now() + drainMs;
});

/** The failure's kind as a client sees it: refused, reset, timeout, or the code. */
function networkOutcome(error) {
  if (error?.name === "TimeoutError" || error?.name === "AbortError") return "timeout";
  const code = error?.cause?.code;
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE") return "reset";
  return code ?? "error";
}

function progress(outcome, at) {
  // A change of outcome is always news: the parent waits for the first "OK" after a fault.
  if (outcome === lastOutcome && at - lastProgressAt < PROGRESS_EVERY_MS) return;
  lastOutcome = outcome;
  lastProgressAt = at;
  process.send({ progress: true, outcome, at, acknowledged: acknowledged.length });
}

async function tryOnce(email, key) {
  const start = Date.now();
  let outcome;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { ...requestHeaders, "idempotency-key": key },
      body: JSON.stringify(saveLeadPayload(email)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    outcome = response.status === 200 && body === OK_BODY ? "OK" : String(response.status);
    const retryAfter = response.headers.get("retry-after");
    if (outcome !== "OK") {
      bodies[outcome] ??=
        body.slice(0, BODY_SAMPLE_LENGTH) +
        (retryAfter === null ? "" : `, Retry-After: ${retryAfter}`);
    }
  } catch (error) {
    outcome = networkOutcome(error);
  }
  const end = Date.now();
  attempts.push([start, end - start, outcome]);
  if (outcome === "OK") acknowledged.push(email);
  progress(outcome, end);
  return outcome;
}

// Answers a client does not retry: its request is wrong, not the server's state.
const isFinal = (outcome) => /^4\d\d$/.test(outcome) && outcome !== "408" && outcome !== "429";

async function submit(email, key) {
  for (;;) {
    const outcome = await tryOnce(email, key);
    if (outcome === "OK") return;
    if (isFinal(outcome)) return rejected.push(email);
    if (Date.now() >= drainDeadline) return unanswered.push(email);
    await sleep(retryPauseMs);
  }
}

async function client() {
  while (drainDeadline === Number.POSITIVE_INFINITY) {
    const number = submitted++;
    await submit(`fault-${runId}-${number}@example.in`, `fault-${runId}-${number}`);
    await sleep(pauseMs);
  }
}

await Promise.all(Array.from({ length: clients }, client));
process.send({ done: true, submitted, acknowledged, unanswered, rejected, attempts, bodies }, () =>
  process.exit(0),
);
