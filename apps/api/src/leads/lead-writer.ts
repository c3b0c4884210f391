import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Database, NotificationChannel } from "../infrastructure/database/schema";
import { createGroupCommitWriter } from "../infrastructure/group-commit/group-commit-writer";
import { insertLeads, type NewLead, newLeadRows, type SavedLead } from "./lead-repository";
import { isReferenceClash } from "./request-reference";
import { type SqliteSaveThread, startSqliteSaveThread } from "./sqlite-save-thread";

export interface LeadWriter {
  /** Resolves with the lead's id and reference once the transaction holding it has committed. */
  save(lead: NewLead): Promise<SavedLead>;
  /** Refuses new saves and resolves once every accepted save has settled. */
  close(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The one way routes save a lead; see createLeadWriter. */
    leadWriter: LeadWriter;
  }
}

interface SaveJob {
  lead: NewLead;
  saved?: SavedLead;
}

// Times a batch is tried with freshly drawn references when one drawn was taken already. With 40
// random bits a clash is rare; three in a row would mean something else is wrong.
const REFERENCE_DRAWS = 3;

/**
 * Saves leads through group commit: saves arriving together share one transaction (one durable
 * fsync) and one INSERT per table, and each lead's notification jobs commit in the same transaction as
 * the lead. On a SQLite file the transactions run on a thread of their own (sqlite-save-thread),
 * so the server keeps answering while a commit waits for the disk.
 */
export function createLeadWriter(options: {
  db: Kysely<Database>;
  channels: readonly NotificationChannel[];
  /** Told after each batch commits (DatabaseAvailability.wrote: the disk has space). */
  committed?: () => void;
}): LeadWriter {
  const { db, channels, committed } = options;
  let saveThread: Promise<SqliteSaveThread | undefined> | undefined;

  async function saveBatchOnce(leads: NewLead[]): Promise<SavedLead[]> {
    saveThread ??= startSaveThreadFor(db);
    const thread = await saveThread;
    if (thread !== undefined) return thread.save(newLeadRows(leads, channels));
    return db.transaction().execute((trx) => insertLeads(trx, leads, channels));
  }

  // A failed transaction stored nothing, so the batch is tried again with new references.
  async function saveBatch(leads: NewLead[]): Promise<SavedLead[]> {
    for (let draw = 1; ; draw++) {
      try {
        return await saveBatchOnce(leads);
      } catch (error) {
        if (draw >= REFERENCE_DRAWS || !isReferenceClash(error)) throw error;
      }
    }
  }

  const writer = createGroupCommitWriter<SaveJob>({
    // Batches are handed over while earlier ones commit, so the database never waits for this
    // thread between commits. The SQLite save thread merges every batch waiting for it into its
    // next transaction, so they may all go; on PostgreSQL each batch is a transaction of its
    // own on a pooled connection, and two leave the pool to the other queries.
    maxInFlight: db.getExecutor().adapter instanceof SqliteAdapter ? 64 : 2,
    runBatch: async (jobs) => {
      const saved = await saveBatch(jobs.map((job) => job.lead));
      jobs.forEach((job, index) => {
        job.saved = saved[index];
      });
      committed?.();
    },
  });

  return {
    async save(lead) {
      const job: SaveJob = { lead };
      await writer.write(job);
      if (job.saved === undefined) throw new Error("The lead was committed without an id");
      return job.saved;
    },
    async close() {
      await writer.close();
      await (await saveThread)?.close();
    },
  };
}

/** A save thread on the database's own file; none for PostgreSQL or an in-memory SQLite. */
async function startSaveThreadFor(db: Kysely<Database>): Promise<SqliteSaveThread | undefined> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return undefined;
  const { rows } = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db);
  // An in-memory database has no file name: no other connection can reach it.
  const file = rows.find((row) => row.name === "main")?.file;
  return file ? startSqliteSaveThread(file) : undefined;
}
