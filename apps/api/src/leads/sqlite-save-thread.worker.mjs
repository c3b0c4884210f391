// The thread behind sqlite-save-thread.ts: its own connection to the server's SQLite file, on
// which it inserts batches of leads and their outbox rows. The commit waits for its fsync here,
// so the thread answering HTTP requests never blocks on the disk.
// Plain JavaScript, so the same file runs from src/ (tests, development) and from dist/.
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

function open() {
  const connection = new Database(workerData.file);
  // The settings of the server's own connection (src/infrastructure/database/create-database.ts): synchronous=FULL
  // makes every commit durable before the save is answered.
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = FULL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  return connection;
}

let db = open();
// SQLite opens a file that is read-only at that moment read-only for good; after such a failure
// the next save reopens the file, so saving resumes once it is writable again.
let reopenBeforeNextSave = false;

const KEY_INDEX = workerData.leadColumns.indexOf("idempotency_key");

/** The statements, prepared once per connection; values bind by position. */
function prepareInserts(connection) {
  // Table and column names come from the server's code (lead-repository.ts), never a request.
  const insertInto = (table, columns, suffix = "") =>
    connection.prepare(
      `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) ${suffix}`,
    );
  return {
    // A lead whose Idempotency-Key is stored already is skipped by the unique index.
    lead: insertInto("leads", workerData.leadColumns, 'ON CONFLICT ("idempotency_key") DO NOTHING'),
    notification: insertInto("outbox", workerData.outboxColumns),
    leadWithKey: connection.prepare('SELECT id FROM "leads" WHERE "idempotency_key" = ?').pluck(),
  };
}

/**
 * Inserts one batch's leads and each new lead's notifications, returning the leads' ids; a repeat
 * of a stored lead (same key) gets that lead's id and no notifications.
 */
function insertBatch(inserts, { leads, notifications }) {
  return leads.map((values) => {
    const inserted = inserts.lead.run(values);
    if (inserted.changes === 0) return Number(inserts.leadWithKey.get(values[KEY_INDEX]));
    const leadId = Number(inserted.lastInsertRowid);
    for (const notification of notifications) inserts.notification.run(leadId, ...notification);
    return leadId;
  });
}

/** One transaction for every batch given: all of them commit, or none does. */
function transactionOn(connection) {
  const inserts = prepareInserts(connection);
  return connection.transaction((batches) => batches.map((batch) => insertBatch(inserts, batch)));
}
let saveTogether = transactionOn(db);

function reopenIfNeeded() {
  if (!reopenBeforeNextSave) return;
  db.close();
  db = open();
  saveTogether = transactionOn(db);
  reopenBeforeNextSave = false;
}

// Only plain data crosses threads; the code lets the server tell a full disk from bad data.
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
 */
function save(batches) {
  try {
    reopenIfNeeded();
    const ids = saveTogether(batches);
    return batches.map((batch, index) => ({ batch: batch.batch, ids: ids[index] }));
  } catch (error) {
    if (batches.length === 1) return [failure(batches[0], error)];
  }
  return batches.map((batch) => {
    try {
      reopenIfNeeded();
      return { batch: batch.batch, ids: saveTogether([batch])[0] };
    } catch (error) {
      return failure(batch, error);
    }
  });
}

parentPort.on("message", (first) => {
  // Every batch the server handed over while the previous transaction committed is waiting in
  // the port: take them all into the next transaction.
  const messages = [first];
  for (let next = receiveMessageOnPort(parentPort); next; next = receiveMessageOnPort(parentPort)) {
    messages.push(next.message);
  }
  const batches = messages.filter((message) => !message.close);
  if (batches.length > 0) parentPort.postMessage(save(batches));
  if (batches.length < messages.length) {
    db.close();
    parentPort.close();
  }
});
