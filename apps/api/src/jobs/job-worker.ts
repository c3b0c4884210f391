import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import type { DialectName } from "../infrastructure/database/database-url";
import type { Database } from "../infrastructure/database/schema";
import { createPeriodicTask, type TaskLog } from "../infrastructure/periodic-task";
import { DEFAULT_RETRY_POLICY, nextTryAt, type RetryPolicy } from "../notifications/retry-delay";
import type { JobConfig, JobContext, JobHandler } from "./job";

export interface JobWorkerOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  handlers: readonly JobHandler[];
  config: JobConfig;
  mail: Transporter | undefined;
  log: TaskLog;
  now?: () => Date;
  retryPolicy?: RetryPolicy;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed job stays this worker's; after that another worker runs it again. */
  leaseMs?: number;
  maxAttempts?: number;
}

export interface JobWorker {
  /** Runs every job due now, batch by batch; answers how many were tried. */
  drain(): Promise<number>;
  /** Polls in the background until stopped. */
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

// Longer than any one send may take (the SMTP and webhook timeouts are seconds): a job is run
// again by another worker only when the one holding it has surely died.
export const JOB_LEASE_MS = 5 * 60 * 1000;
// With the default backoff (30 s doubling to an hour) this is about four days of failures, longer
// than any mail or webhook outage we expect; then the job stops and stays visible as failed.
export const MAX_JOB_ATTEMPTS = 100;
const MAX_ERROR_LENGTH = 500;

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

interface ClaimedJob {
  id: number;
  kind: string;
  payload: string;
  attempts: number;
}

/**
 * The one loop behind every job kind: claims due jobs, runs each through its handler, and marks
 * it done, or counts the failure and retries it with backoff until MAX_JOB_ATTEMPTS. A claim is
 * one UPDATE that leases the job to this worker; on PostgreSQL the rows it picks are locked with
 * SKIP LOCKED, so two servers never take the same job, and SQLite has a single writer.
 *
 * A kind whose tries fail (its mail server or webhook receiver is down) is logged as a state, not
 * per try: one warning when its tries start failing, one line when one of its jobs next succeeds,
 * with the tries that failed meanwhile. A job that gives up is still logged on its own.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, dialect, config, mail, log } = options;
  const now = options.now ?? (() => new Date());
  const retryPolicy = options.retryPolicy ?? DEFAULT_RETRY_POLICY;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? MAX_JOB_ATTEMPTS;
  const owner = randomUUID();
  // Kinds whose tries have been failing since their last success, with the tries failed since.
  const failing = new Map<string, { since: number; failedTries: number }>();

  /** A try of `job` failed and will be retried: warns only for the first of its kind. */
  function tryFailed(job: ClaimedJob, attempts: number, error: unknown) {
    const state = failing.get(job.kind);
    if (state !== undefined) {
      state.failedTries++;
      return;
    }
    failing.set(job.kind, { since: now().getTime(), failedTries: 1 });
    log.warn(
      { jobId: job.id, kind: job.kind, attempts, err: error },
      `${job.kind} jobs are failing; they are retried with backoff, and the log says when one succeeds again`,
    );
  }

  /** A job of `kind` succeeded: its kind works again if its tries were failing. */
  function kindSucceeded(kind: string) {
    const state = failing.get(kind);
    if (state === undefined) return;
    failing.delete(kind);
    const { failedTries, since } = state;
    log.info(
      { kind, failedTries, failingMs: now().getTime() - since },
      `${kind} jobs succeed again: ${failedTries} tries failed meanwhile`,
    );
  }
  const byKind = new Map(options.handlers.map((handler) => [handler.kind, handler]));
  // Kinds this server cannot run yet are left for one that can; unknown kinds are claimed and
  // fail as any other error, so a newer server may still run them later.
  const waiting = options.handlers
    .filter((handler) => handler.ready !== undefined && !handler.ready(config))
    .map((handler) => handler.kind);

  async function claim(): Promise<ClaimedJob[]> {
    const at = now();
    const iso = at.toISOString();
    let due = db
      .selectFrom("jobs")
      .select("id")
      .where("done_at", "is", null)
      .where("failed_at", "is", null)
      .where("run_at", "<=", iso)
      .where((eb) => eb.or([eb("leased_until", "is", null), eb("leased_until", "<=", iso)]))
      .$if(waiting.length > 0, (query) => query.where("kind", "not in", waiting))
      .orderBy("run_at")
      .orderBy("id")
      .limit(batchSize);
    if (dialect === "postgres") due = due.forUpdate().skipLocked();
    const claimed = await db
      .updateTable("jobs")
      .set({ leased_until: new Date(at.getTime() + leaseMs).toISOString(), lease_owner: owner })
      .where("id", "in", due)
      .returning(["id", "kind", "payload", "attempts"])
      .execute();
    return claimed.map((job) => ({ ...job, id: Number(job.id) }));
  }

  /** Only while this worker still holds the lease: a job taken over is the new holder's. */
  const finish = (id: number) =>
    db.updateTable("jobs").where("id", "=", id).where("lease_owner", "=", owner);

  async function giveUp(job: ClaimedJob, attempts: number, error: unknown) {
    await finish(job.id)
      .set({
        attempts,
        failed_at: now().toISOString(),
        last_error: errorText(error),
        leased_until: null,
        lease_owner: null,
      })
      .execute();
    // Counted in its kind's failing tries, but logged on its own: an operator must see each one.
    const state = failing.get(job.kind);
    if (state !== undefined) state.failedTries++;
    log.warn({ jobId: job.id, kind: job.kind, attempts, err: error }, "job failed for good");
  }

  async function run(job: ClaimedJob): Promise<void> {
    const attempts = job.attempts + 1;
    const handler = byKind.get(job.kind);
    let payload: unknown;
    if (handler !== undefined) {
      let parsed: ReturnType<typeof handler.schema.safeParse>;
      try {
        parsed = handler.schema.safeParse(JSON.parse(job.payload));
      } catch (error) {
        return giveUp(job, attempts, error);
      }
      // A payload its schema refuses would be refused on every try.
      if (!parsed.success) return giveUp(job, attempts, parsed.error);
      payload = parsed.data;
    }
    try {
      if (handler === undefined) throw new Error(`No handler for job kind "${job.kind}"`);
      const ctx: JobContext = {
        db,
        mail,
        config,
        log,
        now,
        job: { id: job.id, attempts: job.attempts, lastTry: attempts >= maxAttempts },
      };
      await handler.handle(payload, ctx);
      await finish(job.id)
        .set({
          attempts,
          done_at: now().toISOString(),
          last_error: null,
          leased_until: null,
          lease_owner: null,
        })
        .execute();
      log.info({ jobId: job.id, kind: job.kind }, "job done");
      kindSucceeded(job.kind);
    } catch (error) {
      if (attempts >= maxAttempts) return giveUp(job, attempts, error);
      await finish(job.id)
        .set({
          attempts,
          last_error: errorText(error),
          run_at: nextTryAt(now(), attempts, retryPolicy),
          leased_until: null,
          lease_owner: null,
        })
        .execute();
      tryFailed(job, attempts, error);
    }
  }

  async function drainOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return tried;
      await Promise.all(batch.map(run));
      tried += batch.length;
    }
  }

  const task = createPeriodicTask({
    work: drainOnce,
    intervalMs: options.pollIntervalMs ?? 3000,
    log,
    failure: "job queue poll failed",
  });
  return { drain: task.run, start: task.start, stop: task.stop };
}
