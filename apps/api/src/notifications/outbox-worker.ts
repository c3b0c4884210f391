import type { Kysely } from "kysely";
import type { DialectName } from "../infrastructure/database/database-url";
import type { Database, OutboxChannel } from "../infrastructure/database/schema";
import { createPeriodicTask, type TaskLog } from "../infrastructure/periodic-task";
import { loadNotificationLead, type NotificationLead } from "./notification-lead";
import { DEFAULT_RETRY_POLICY, nextTryAt, type RetryPolicy } from "./retry-delay";

export type ChannelSender = (notification: NotificationLead) => Promise<void>;

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The channels this server can deliver; rows of other channels wait for a server that can. */
  senders: Partial<Record<OutboxChannel, ChannelSender>>;
  publicBaseUrl: string;
  log: TaskLog;
  now?: () => Date;
  retryPolicy?: RetryPolicy;
  pollIntervalMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Delivers every notification due now, batch by batch; answers how many were tried. */
  drain(): Promise<number>;
  /** Polls in the background until stopped. */
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

// A claimed row is invisible to other servers this long; if this one dies mid-send, another
// server takes the row over afterwards.
const CLAIM_LEASE_MS = 5 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

/**
 * Delivers the outbox: claims due rows, sends each through its channel and marks it sent, or
 * counts the failure and schedules the next try with exponential backoff. Claims are safe with
 * several servers on PostgreSQL (FOR UPDATE SKIP LOCKED plus a lease); SQLite has one server.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, dialect, senders, publicBaseUrl, log } = options;
  const now = options.now ?? (() => new Date());
  const retryPolicy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const pollIntervalMs = options.pollIntervalMs ?? 3000;
  const batchSize = options.batchSize ?? 10;
  const channels = Object.keys(senders) as OutboxChannel[];

  async function claimBatch() {
    const claimedAt = now();
    return db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom("outbox")
        .select(["id", "lead_id", "channel", "attempts"])
        .where("sent_at", "is", null)
        .where("next_attempt_at", "<=", claimedAt.toISOString())
        .where("channel", "in", channels)
        .orderBy("next_attempt_at")
        .limit(batchSize);
      if (dialect === "postgres") query = query.forUpdate().skipLocked();
      const rows = await query.execute();
      if (rows.length > 0) {
        await trx
          .updateTable("outbox")
          .set({ next_attempt_at: new Date(claimedAt.getTime() + CLAIM_LEASE_MS).toISOString() })
          .where(
            "id",
            "in",
            rows.map((row) => row.id),
          )
          .execute();
      }
      return rows;
    });
  }

  async function deliver(row: Awaited<ReturnType<typeof claimBatch>>[number]): Promise<void> {
    const attempts = row.attempts + 1;
    try {
      const send = senders[row.channel];
      const notification = await loadNotificationLead(db, row.lead_id, {
        publicBaseUrl,
        withResume: row.channel === "email",
      });
      // A deleted lead takes its outbox rows with it; nothing is left to send.
      if (send === undefined || notification === undefined) return;
      await send(notification);
      await db
        .updateTable("outbox")
        .set({ attempts, sent_at: now().toISOString(), last_error: null })
        .where("id", "=", row.id)
        .execute();
      log.info({ outboxId: row.id, channel: row.channel }, "lead notification sent");
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      const retryAt = nextTryAt(now(), attempts, retryPolicy);
      await db
        .updateTable("outbox")
        .set({ attempts, last_error: message, next_attempt_at: retryAt })
        .where("id", "=", row.id)
        .execute();
      log.warn(
        { outboxId: row.id, channel: row.channel, attempts, err: error },
        "lead notification failed; will retry",
      );
    }
  }

  async function drainOnce(): Promise<number> {
    if (channels.length === 0) return 0;
    let tried = 0;
    for (;;) {
      const batch = await claimBatch();
      if (batch.length === 0) return tried;
      await Promise.all(batch.map(deliver));
      tried += batch.length;
    }
  }

  const task = createPeriodicTask({
    work: drainOnce,
    intervalMs: pollIntervalMs,
    onError: (error) => log.warn({ err: error }, "outbox poll failed"),
  });

  return { drain: task.run, start: task.start, stop: task.stop };
}
