// @ts-check
// The thread behind sqlite-save-thread.ts: its own connection to the server's SQLite file, on
// which it inserts batches of leads and their notification jobs. The commit waits for its fsync here,
// so the thread answering HTTP requests never blocks on the disk.
// JavaScript checked by TypeScript (JSDoc types), so the same file runs from src/ (tests,
// development) and from dist/ without a loader.
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

/**
 * @typedef {import("./sqlite-save-thread").SaveThreadData} SaveThreadData
 * @typedef {import("./lead-repository").NewLeadRows} NewLeadRows
 * @typedef {NewLeadRows & { batch: number }} Batch
 * @typedef {import("./lead-repository").SavedLead} SavedLead
 * @typedef {{ batch: number, saved: SavedLead[] } | { batch: number, error: { message: string, code?: string } }} Answer
 */

const settings = /** @type {SaveThreadData} */ (workerData);
const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);

/** Opens the file with the same settings as the server's own connection. */
function open() {
  const connection = new Database(settings.file);
  for (const pragma of settings.pragmas) connection.pragma(pragma);
  return connection;
}

let db = open();
// SQLite opens a file that is read-only at that moment read-only for good; after such a failure
// the next save reopens the file, so saving resumes once it is writable again.
let reopenBeforeNextSave = false;

/**
 * The statements, prepared once per connection; a row's values bind by column name.
 * @param {Database.Database} connection
 */
function prepareInserts(connection) {
  // Table and column names come from the server's code (lead-repository.ts), never a request.
  /** @type {(table: string, columns: readonly string[], suffix?: string) => Database.Statement} */
  const insertInto = (table, columns, suffix = "") =>
    connection.prepare(
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map((column) => `@${column}`).join(", ")}) ${suffix}`,
    );
  return {
    // A lead whose Idempotency-Key is stored already is skipped by the unique index.
    lead: insertInto("leads", settings.leadColumns, 'ON CONFLICT ("idempotency_key") DO NOTHING'),
    notification: insertInto("jobs", settings.notificationJobColumns),
    leadWithKey: connection.prepare(
      'SELECT id, reference FROM "leads" WHERE "idempotency_key" = ?',
    ),
  };
}

/**
 * Inserts one batch's leads and each new lead's notifications, returning the leads' ids and
 * references; a repeat of a stored lead (same key) gets that lead's and no notifications.
 * @param {ReturnType<typeof prepareInserts>} inserts
 * @param {NewLeadRows} rows
 * @returns {SavedLead[]}
 */
function insertBatch(inserts, { leads, notifications }) {
  return leads.map((lead) => {
    const inserted = inserts.lead.run(lead);
    if (inserted.changes === 0) {
      const stored = /** @type {{ id: number, reference: string | null }} */ (
        inserts.leadWithKey.get(lead.idempotency_key)
      );
      return { id: Number(stored.id), reference: stored.reference };
    }
    const leadId = Number(inserted.lastInsertRowid);
    // The same row as notificationJobRow in lead-repository.ts.
    for (const { kind, fields, runAt, createdAt } of notifications) {
      inserts.notification.run({
        lead_id: leadId,
        kind,
        payload: JSON.stringify({ leadId, ...fields }),
        run_at: runAt,
        created_at: createdAt,
      });
    }
    return { id: leadId, reference: lead.reference ?? null };
  });
}

/**
 * One transaction for every batch given: all of them commit, or none does.
 * @param {Database.Database} connection
 */
function transactionOn(connection) {
  const inserts = prepareInserts(connection);
  return connection.transaction((/** @type {Batch[]} */ batches) =>
    batches.map((batch) => ({ batch: batch.batch, saved: insertBatch(inserts, batch) })),
  );
}
let saveTogether = transactionOn(db);

function reopenIfNeeded() {
  if (!reopenBeforeNextSave) return;
  db.close();
  db = open();
  saveTogether = transactionOn(db);
  reopenBeforeNextSave = false;
}

/**
 * Only plain data crosses threads; the code lets the server tell a full disk from bad data.
 * @param {Batch} batch
 * @param {any} error
 * @returns {Answer}
 */
function failure(batch, error) {
  if (String(error?.code).startsWith("SQLITE_READONLY")) reopenBeforeNextSave = true;
  return {
    batch: batch.batch,
    error: { message: String(error?.message ?? error), code: error?.code },
  };
}

/**
 * Commits every batch in one transaction, so one fsync covers them all; if that fails, each
 * batch gets a transaction of its own, so a bad row fails only the batch that holds it.
 * @param {Batch[]} batches
 * @returns {Answer[]}
 */
function save(batches) {
  try {
    reopenIfNeeded();
    return saveTogether(batches);
  } catch (error) {
    const [only] = batches;
    if (batches.length === 1 && only) return [failure(only, error)];
  }
  return batches.flatMap((batch) => {
    try {
      reopenIfNeeded();
      return saveTogether([batch]);
    } catch (error) {
      return [failure(batch, error)];
    }
  });
}

port.on("message", (first) => {
  // Every batch the server handed over while the previous transaction committed is waiting in
  // the port: take them all into the next transaction.
  const messages = [first];
  for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port)) {
    messages.push(next.message);
  }
  const batches = messages.filter((message) => !message.close);
  if (batches.length > 0) port.postMessage(save(batches));
  if (batches.length < messages.length) {
    db.close();
    port.close();
  }
});
