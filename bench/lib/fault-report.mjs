// What the fault benchmarks count and print: saves acknowledged against rows stored,
// notifications received per lead, the server's log lines in short, and the report table.
import { textTable } from "./load-table.mjs";

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A load's summary (api/fault-load.mjs) against the rows its run stored: saves acknowledged,
 * rows, acknowledged saves without a row, rows beyond one per submission, and notes.
 */
export function tally(summary, rows) {
  const emails = new Set(rows.map((row) => row.email));
  const lost = summary.acknowledged.filter((email) => !emails.has(email));
  return {
    acked: summary.acknowledged.length,
    stored: rows.length,
    lost: lost.length,
    doubled: rows.length - emails.size,
    notes: [
      ...(lost.length > 0 ? [`first lost: ${lost.slice(0, 3).join(", ")}`] : []),
      ...(summary.unanswered.length > 0
        ? [`${summary.unanswered.length} submissions still unanswered when the load stopped`]
        : []),
      ...(summary.rejected.length > 0
        ? [`${summary.rejected.length} submissions refused with a 4xx`]
        : []),
    ],
  };
}

/**
 * Per lead of `rows`, the deliveries `keyOf` finds among `received` (`{ at, … }`) under the key
 * `keyOfRow` gives the lead: leads notified, leads never notified, deliveries beyond one per lead,
 * and when the last lead's first delivery came.
 */
export function deliveries(rows, received, keyOf, keyOfRow) {
  const byKey = new Map();
  for (const entry of received) {
    const key = keyOf(entry);
    if (key === undefined) continue;
    const found = byKey.get(key);
    if (found === undefined) byKey.set(key, { count: 1, firstAt: entry.at });
    else found.count++;
  }
  let missing = 0;
  let extra = 0;
  let lastFirstAt = 0;
  for (const row of rows) {
    const found = byKey.get(keyOfRow(row));
    if (found === undefined) missing++;
    else {
      extra += found.count - 1;
      lastFirstAt = Math.max(lastFirstAt, found.firstAt);
    }
  }
  return { delivered: rows.length - missing, missing, extra, lastFirstAt };
}

/** The lead reference a lead e-mail's subject ends with, in brackets (lead-email.tsx). */
export const referenceInSubject = ({ subject }) => /\(([A-Z0-9-]+)\)\s*$/.exec(subject)?.[1];

/** The lead id of a webhook call's body. */
export function idInWebhook({ body }) {
  try {
    return JSON.parse(body).id;
  } catch {
    return undefined;
  }
}

const LOG_LEVEL_NAMES = { 10: "trace", 20: "debug", 30: "info", 40: "warn", 50: "error" };

/** A server log line, short: its level, message and error message. */
function logSummary(line) {
  try {
    const entry = JSON.parse(line);
    const error = entry.err?.message === undefined ? "" : ` (${entry.err.message})`;
    return `${LOG_LEVEL_NAMES[entry.level] ?? entry.level}: ${entry.msg}${error}`;
  } catch {
    return line.slice(0, 200);
  }
}

/** The distinct messages of `lines`, each with how many times it came. */
export function logDigest(lines) {
  const counts = new Map();
  for (const line of lines) {
    const summary = logSummary(line);
    counts.set(summary, (counts.get(summary) ?? 0) + 1);
  }
  return [...counts].map(([summary, count]) => `logged ${count}×: ${summary}`);
}

/** What the server answered, quoted once per error status, and what it logged in `lines`. */
export function whatWasSaid(summary, lines) {
  return [
    ...Object.entries(summary.bodies)
      .filter(([status]) => /^\d+$/.test(status))
      .map(([status, body]) => `answered ${status}: ${body}`),
    ...logDigest(lines),
  ];
}

const NAME_WIDTH = 30;
const table = textTable([
  ["fault", NAME_WIDTH],
  ["acked", 6],
  ["stored", 6],
  ["lost", 4],
  ["twice", 5],
  ["no OK for", 9],
  ["worst", 8],
  ["/healthz", 16],
  ["log lines", 9],
  ["recovered", 9],
  ["clients saw during the fault", 1],
]);

/**
 * Prints a row per fault, then each fault's notes. A result is `{ name, skipped }` or
 * `{ name, acked, stored, lost, doubled, noOkMs, worstMs, health, logLines, recoveredMs, saw,
 * notes }`.
 */
export function printReport(results) {
  console.log(`\n${table.heading}`);
  for (const result of results) {
    if (result.skipped !== undefined) {
      console.log(`${result.name.padEnd(NAME_WIDTH)} SKIPPED: ${result.skipped}`);
      continue;
    }
    console.log(
      table.line([
        result.name,
        String(result.acked),
        String(result.stored),
        String(result.lost),
        String(result.doubled),
        seconds(result.noOkMs),
        `${result.worstMs} ms`,
        result.health,
        String(result.logLines),
        result.recoveredMs === undefined ? "never" : seconds(result.recoveredMs),
        ` ${result.saw}`,
      ]),
    );
  }
  for (const result of results.filter((entry) => entry.notes?.length > 0)) {
    console.log(`\n${result.name}:`);
    for (const note of result.notes) console.log(`  ${note}`);
  }
}
