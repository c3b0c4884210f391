// The crash test's load, in its own process: SaveLead requests with unique e-mails, CONCURRENCY
// in flight, recording every address the server answered 200 "OK". It tells its parent the
// running count, and at the end sends the recorded addresses. A worker stops at its first
// network error (the server is gone), or when the count or the time runs out.
import { requestHeaders, saveLeadPayload } from "../lib/save-lead-request.mjs";

const [url, runId, maxRequests, maxSeconds] = process.argv.slice(2);
const CONCURRENCY = 32;
const REPORT_EVERY = 100;
const deadline = Date.now() + Number(maxSeconds) * 1000;

const acknowledged = [];
let sent = 0;
let refused = 0;
let networkErrors = 0;

async function worker() {
  while (sent < Number(maxRequests) && Date.now() < deadline) {
    const email = `crash-${runId}-${sent++}@example.in`;
    let response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: requestHeaders,
        body: JSON.stringify(saveLeadPayload(email)),
      });
    } catch {
      networkErrors++;
      return;
    }
    const answer = await response.text().catch(() => "");
    if (response.status === 200 && answer === JSON.stringify("OK")) {
      acknowledged.push(email);
      if (acknowledged.length % REPORT_EVERY === 0)
        process.send({ acknowledged: acknowledged.length });
    } else {
      refused++;
    }
  }
}

await Promise.all(Array.from({ length: CONCURRENCY }, worker));
process.send({ done: true, sent, refused, networkErrors, acknowledged }, () => process.exit(0));
