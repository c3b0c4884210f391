import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import {
  createPeriodicTask,
  type PeriodicTask,
  type TaskLog,
} from "../infrastructure/periodic-task";
import { addCounts, deleteLeads, type ErasureCounts, NOTHING_ERASED } from "./delete-leads";
import { writeErasureLog } from "./erasure-log";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionJobOptions {
  db: Kysely<Database>;
  /** Leads older than this many days go, with their resumes; 0 keeps everything. */
  retentionDays: number;
  log: TaskLog;
  now?: () => Date;
  /** How often it looks for expired leads; a lead outlives its term by at most this long. */
  intervalMs?: number;
  /** Leads per transaction: short transactions never hold up the saves for long. */
  batchSize?: number;
}

/** Its run deletes everything expired now, batch by batch, and answers what went. */
export type RetentionJob = PeriodicTask<ErasureCounts>;

/**
 * Deletes leads (every kind, candidates with their resumes) older than the retention period,
 * with their notifications and history. Each batch commits with its own erasure log row, so the
 * log always matches what was deleted, even when the server stops half-way.
 */
export function createRetentionJob(options: RetentionJobOptions): RetentionJob {
  const { db, retentionDays, log } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 60 * 60 * 1000;
  const batchSize = options.batchSize ?? 500;

  // Set by stop(): a run in flight ends after its current batch.
  let stopRequested = false;

  async function deleteBatch(cutoffIso: string, at: Date): Promise<ErasureCounts> {
    return db.transaction().execute(async (trx) => {
      const expired = await trx
        .selectFrom("leads")
        .select(["id", "kind"])
        .where("created_at", "<", cutoffIso)
        .orderBy("created_at")
        .limit(batchSize)
        .execute();
      if (expired.length === 0) return NOTHING_ERASED;
      const counts = await deleteLeads(trx, expired);
      await writeErasureLog(trx, { reason: "retention", counts, at });
      return counts;
    });
  }

  async function runOnce(): Promise<ErasureCounts> {
    if (retentionDays === 0) return NOTHING_ERASED;
    const at = now();
    const cutoffIso = new Date(at.getTime() - retentionDays * DAY_MS).toISOString();
    let total = NOTHING_ERASED;
    for (;;) {
      const counts = await deleteBatch(cutoffIso, at);
      if (counts.leads + counts.candidates === 0) break;
      total = addCounts(total, counts);
      // What is left waits for the next start.
      if (stopRequested) break;
    }
    if (total.leads + total.candidates > 0) {
      log.info({ ...total, retentionDays }, "retention: deleted expired leads");
    }
    return total;
  }

  const task = createPeriodicTask({
    work: runOnce,
    intervalMs,
    log,
    failure: "retention run failed",
  });

  return {
    run: task.run,
    start() {
      if (retentionDays === 0) return;
      stopRequested = false;
      task.start();
    },
    async stop() {
      stopRequested = true;
      await task.stop();
    },
  };
}
