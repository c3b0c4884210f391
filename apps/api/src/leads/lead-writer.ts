import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Database, OutboxChannel } from "../infrastructure/database/schema";
import { createGroupCommitWriter } from "../infrastructure/group-commit/group-commit-writer";
import { insertLeads, type NewLead, newLeadRows } from "./lead-repository";
import { type SqliteSaveThread, startSqliteSaveThread } from "./sqlite-save-thread";

export interface LeadWriter {
  /** Resolves with the lead's id once the transaction holding it has committed. */
  save(lead: NewLead): Promise<number>;
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
  id?: number;
}

/**
 * Saves leads through group commit: saves arriving together share one transaction (one durable
 * fsync) and one INSERT per table, and each lead's outbox rows commit in the same transaction as
 * the lead. On a SQLite file the transactions run on a thread of their own (sqlite-save-thread),
 * so the server keeps answering while a commit waits for the disk.
 */
export function createLeadWriter(options: {
  db: Kysely<Database>;
  channels: readonly OutboxChannel[];
}): LeadWriter {
  const { db, channels } = options;
  let saveThread: Promise<SqliteSaveThread | undefined> | undefined;

  async function saveBatch(leads: NewLead[]): Promise<number[]> {
    saveThread ??= startSaveThreadFor(db);
    const thread = await saveThread;
    if (thread !== undefined) return thread.save(newLeadRows(leads, channels));
    return db.transaction().execute((trx) => insertLeads(trx, leads, channels));
  }

  const writer = createGroupCommitWriter<SaveJob>({
    // Batches are handed over while earlier ones commit, so the database never waits for this
    // thread between commits. The SQLite save thread merges every batch waiting for it into its
    // next transaction, so they may all go; on PostgreSQL each batch is a transaction of its
    // own on a pooled connection, and two leave the pool to the other queries.
    maxInFlight: db.getExecutor().adapter instanceof SqliteAdapter ? 64 : 2,
    runBatch: async (jobs) => {
      const ids = await saveBatch(jobs.map((job) => job.lead));
      jobs.forEach((job, index) => {
        job.id = ids[index];
      });
    },
  });

  return {
    async save(lead) {
      const job: SaveJob = { lead };
      await writer.write(job);
      if (job.id === undefined) throw new Error("The lead was committed without an id");
      return job.id;
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
