// The thread behind sqlite-save-thread.ts: its own connection to the server's SQLite file, on
// which it inserts each batch of leads and their outbox rows in one transaction. The commit waits
// for its fsync here, so the thread answering HTTP requests never blocks on the disk.
// Plain JavaScript, so the same file runs from src/ (tests, development) and from dist/.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

function open() {
  const connection = new Database(workerData.file);
  // The settings of the server's own connection (src/db/create-database.ts): synchronous=FULL
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

/** Prepared once per table and column list, then reused for every batch. */
const statements = new Map();

function insertStatement(table, columns) {
  const key = `${table}(${columns.join(",")})`;
  let statement = statements.get(key);
  if (statement === undefined) {
    // Table and column names come from the server's code (newLeadRows), never from a request.
    const names = columns.map((column) => `"${column}"`).join(", ");
    const values = columns.map((column) => `@${column}`).join(", ");
    statement = db.prepare(`INSERT INTO "${table}" (${names}) VALUES (${values})`);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * One transaction: every lead and its notifications, or nothing. Returns the leads' ids. The rows
 * of a batch share one column list (newLeadRows), so each table's statement is looked up once.
 */
const saveBatchOn = (connection) =>
  connection.transaction(({ leads, notifications }) => {
    if (leads.length === 0) return [];
    const insertLead = insertStatement("leads", Object.keys(leads[0]));
    const insertNotification =
      notifications.length === 0
        ? undefined
        : insertStatement("outbox", ["lead_id", ...Object.keys(notifications[0])]);
    return leads.map((lead) => {
      const leadId = Number(insertLead.run(lead).lastInsertRowid);
      for (const notification of notifications) {
        insertNotification.run({ lead_id: leadId, ...notification });
      }
      return leadId;
    });
  });
let saveBatch = saveBatchOn(db);

parentPort.on("message", (message) => {
  if (message.close) {
    db.close();
    parentPort.close();
    return;
  }
  try {
    if (reopenBeforeNextSave) {
      db.close();
      db = open();
      statements.clear();
      saveBatch = saveBatchOn(db);
      reopenBeforeNextSave = false;
    }
    parentPort.postMessage({ batch: message.batch, ids: saveBatch(message.rows) });
  } catch (error) {
    if (String(error?.code).startsWith("SQLITE_READONLY")) reopenBeforeNextSave = true;
    // Only plain data crosses threads; the code lets the server tell a full disk from bad data.
    parentPort.postMessage({
      batch: message.batch,
      error: { message: String(error?.message ?? error), code: error?.code },
    });
  }
});
