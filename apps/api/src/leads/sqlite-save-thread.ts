import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { SQLITE_PRAGMAS } from "../infrastructure/database/create-database";
import {
  LEAD_COLUMNS,
  type NewLeadRows,
  NOTIFICATION_JOB_COLUMNS,
  type SavedLead,
} from "./lead-repository";

/**
 * Saves batches of lead rows on a worker thread with its own connection to the SQLite file.
 * better-sqlite3 is synchronous: on the main thread every durable commit (synchronous=FULL, an
 * fsync of several milliseconds) would stop the server answering anyone. Here the main thread
 * keeps reading requests and handing their batches over while the thread commits; the thread
 * then commits every batch that arrived meanwhile in one transaction.
 */
export interface SqliteSaveThread {
  /** Resolves with the leads' ids and references, in order, once their transaction has committed. */
  save(rows: NewLeadRows): Promise<SavedLead[]>;
  /** Closes the thread's connection; call once no save is pending. */
  close(): Promise<void>;
}

// Next to this module in src/ and next to server.js in dist/ (scripts/build.mjs copies it).
const WORKER_FILE = fileURLToPath(new URL("./sqlite-save-thread.worker.mjs", import.meta.url));

/** What the thread is started with (sqlite-save-thread.worker.mjs reads it). */
export interface SaveThreadData {
  file: string;
  pragmas: readonly string[];
  leadColumns: readonly string[];
  notificationJobColumns: readonly string[];
}

interface PendingSave {
  resolve: (saved: SavedLead[]) => void;
  reject: (error: Error) => void;
}

type WorkerAnswer =
  | { batch: number; saved: SavedLead[] }
  | { batch: number; error: { message: string; code?: string } };

/** Starts the thread on `file`; undefined when the build lacks the worker script. */
export function startSqliteSaveThread(file: string): SqliteSaveThread | undefined {
  if (!existsSync(WORKER_FILE)) return undefined;
  const pending = new Map<number, PendingSave>();
  let nextBatch = 0;
  let worker: Worker | undefined;

  function failAll(error: Error) {
    for (const save of pending.values()) save.reject(error);
    pending.clear();
  }

  // The thread commits every batch waiting for it together and answers them in one message.
  function settle(answers: WorkerAnswer[]) {
    for (const answer of answers) {
      const save = pending.get(answer.batch);
      pending.delete(answer.batch);
      if ("saved" in answer) save?.resolve(answer.saved);
      else
        save?.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
    }
    // Only a pending save holds the process open, as an in-process database call would.
    if (pending.size === 0) worker?.unref();
  }

  function running(): Worker {
    if (worker !== undefined) return worker;
    const started = new Worker(WORKER_FILE, {
      workerData: {
        file,
        pragmas: SQLITE_PRAGMAS,
        leadColumns: LEAD_COLUMNS,
        notificationJobColumns: NOTIFICATION_JOB_COLUMNS,
      } satisfies SaveThreadData,
    });
    started.unref();
    started.on("message", settle);
    // A thread that dies (cannot open the file, say) fails its saves; the next save starts anew.
    started.on("error", (error) => failAll(error));
    started.on("exit", () => {
      if (worker === started) worker = undefined;
      failAll(new Error("The database connection is not open"));
    });
    worker = started;
    return started;
  }

  return {
    save(rows) {
      const thread = running();
      const batch = nextBatch++;
      return new Promise((resolve, reject) => {
        pending.set(batch, { resolve, reject });
        thread.ref();
        thread.postMessage({ batch, ...rows });
      });
    },
    async close() {
      const thread = worker;
      if (thread === undefined) return;
      worker = undefined;
      const exited = new Promise((resolve) => thread.once("exit", resolve));
      thread.ref();
      thread.postMessage({ close: true });
      await exited;
    },
  };
}
