#!/usr/bin/env node
// Durability under SIGKILL: the real server on a fresh SQLite file takes a load of SaveLead
// requests from a separate process, is killed with SIGKILL mid-load, and is restarted on the same
// file. Every e-mail it answered "OK" must then be a row. The bar: zero lost.
import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { ensureApiBuild } from "../lib/builds.mjs";
import { sqliteLeadStore } from "../lib/lead-stores.mjs";
import { SAVE_LEAD_PATH } from "../lib/save-lead-request.mjs";
import { startApiServer, stopServer } from "../lib/server-process.mjs";

const MAX_REQUESTS = 20_000;
const MAX_SECONDS = 60;
// Killed once this many saves were answered: well into the load, well before its end.
const KILL_AFTER_ACKNOWLEDGED = 1_500;

const loadScript = fileURLToPath(new URL("./crash-load.mjs", import.meta.url));

ensureApiBuild();
const store = sqliteLeadStore();
const runId = Date.now().toString(36);

try {
  const server = await startApiServer({ databaseUrl: store.databaseUrl });
  console.log(
    `Loading SaveLead on ${server.origin}; SIGKILL after ${KILL_AFTER_ACKNOWLEDGED} answers…`,
  );
  const load = fork(loadScript, [
    `${server.origin}${SAVE_LEAD_PATH}`,
    runId,
    String(MAX_REQUESTS),
    String(MAX_SECONDS),
  ]);
  let killedAt;
  let summary;
  load.on("message", (message) => {
    if (message.done) summary = message;
    else if (killedAt === undefined && message.acknowledged >= KILL_AFTER_ACKNOWLEDGED) {
      killedAt = message.acknowledged;
      server.child.kill("SIGKILL");
    }
  });
  await once(load, "exit");
  await stopServer(server, "SIGKILL");
  if (summary === undefined) throw new Error("The load process ended without its summary");
  if (killedAt === undefined) throw new Error("The load ended before the server was killed");

  // Restarting proves the server recovers the file; the rows are then read beside it.
  const restarted = await startApiServer({ databaseUrl: store.databaseUrl });
  const db = new Database(store.file, { readonly: true });
  const stored = new Set(
    db.prepare("SELECT email FROM leads WHERE source_call = 'SaveLead'").pluck().all(),
  );
  db.close();
  await stopServer(restarted);

  const lost = summary.acknowledged.filter((email) => !stored.has(email));
  const found = summary.acknowledged.length - lost.length;
  console.log(`requests sent:               ${summary.sent}`);
  console.log(`answered "OK" (acknowledged): ${summary.acknowledged.length}`);
  console.log(`  of which rows after restart: ${found}`);
  console.log(`lost:                         ${lost.length} (bar: 0)`);
  console.log(`rows in the file:             ${stored.size} (committed, some never answered)`);
  console.log(`refused (non-OK answers):     ${summary.refused}`);
  console.log(`network errors at the kill:   ${summary.networkErrors}`);
  if (lost.length > 0) console.log(`first lost: ${lost.slice(0, 5).join(", ")}`);
  process.exitCode = lost.length === 0 && summary.refused === 0 ? 0 : 1;
} finally {
  await store.remove();
}
