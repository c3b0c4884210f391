/**
 * Group commit: saves that arrive while one transaction is committing wait and share the next
 * transaction, so a durable fsync per commit is paid once per batch instead of once per save.
 * Every write settles only after the transaction holding it has committed or failed.
 * With `maxInFlight` above 1 the next batch is handed over while the previous one commits, so a
 * database that commits on another thread or server never waits for this one between commits.
 */

export interface GroupCommitWriterOptions<Job> {
  /** Runs every job in ONE transaction: all of them commit, or none does and it throws. */
  runBatch: (jobs: Job[]) => Promise<void>;
  maxBatch?: number;
  /** Batches handed to runBatch at once; 1 (the default) waits for each commit. */
  maxInFlight?: number;
}

export interface GroupCommitWriter<Job> {
  write(job: Job): Promise<void>;
  /** Refuses new writes and resolves once every accepted write has settled. */
  close(): Promise<void>;
}

interface PendingWrite<Job> {
  job: Job;
  resolve: () => void;
  reject: (error: unknown) => void;
}

// A synchronous driver such as better-sqlite3 blocks the event loop while it commits, so
// requests that arrive meanwhile are still unread sockets when the commit returns. Yielding
// one event-loop turn lets them reach write() and join the next batch; with an asynchronous
// driver the turn costs next to nothing.
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createGroupCommitWriter<Job>({
  runBatch,
  maxBatch = 256,
  maxInFlight = 1,
}: GroupCommitWriterOptions<Job>): GroupCommitWriter<Job> {
  for (const [name, value] of Object.entries({ maxBatch, maxInFlight })) {
    if (!Number.isInteger(value) || value < 1) {
      throw new RangeError(`${name} must be a positive integer, got ${value}`);
    }
  }

  const queue: PendingWrite<Job>[] = [];
  let inFlight = 0;
  let takeScheduled = false;
  let closed = false;
  // Resolves the close() waiting for the last batch, once nothing is queued or in flight.
  let onIdle: (() => void) | undefined;

  async function commit(batch: PendingWrite<Job>[]): Promise<void> {
    try {
      await runBatch(batch.map((pending) => pending.job));
      for (const pending of batch) pending.resolve();
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
    }
    // One bad job (a constraint, say) rolled the whole batch back. Retrying each job alone
    // commits the good ones and rejects only the jobs that fail by themselves.
    for (const pending of batch) {
      try {
        await runBatch([pending.job]);
        pending.resolve();
      } catch (error) {
        pending.reject(error);
      }
    }
  }

  /** Takes queued writes into batches while a slot is free, one event-loop turn from now. */
  function scheduleTake() {
    if (takeScheduled || inFlight >= maxInFlight || queue.length === 0) return;
    takeScheduled = true;
    yieldToEventLoop().then(() => {
      takeScheduled = false;
      while (inFlight < maxInFlight && queue.length > 0) {
        inFlight += 1;
        commit(queue.splice(0, maxBatch)).finally(() => {
          inFlight -= 1;
          if (inFlight === 0 && queue.length === 0) onIdle?.();
          scheduleTake();
        });
      }
    });
  }

  return {
    write(job) {
      if (closed) return Promise.reject(new Error("The writer is closed"));
      return new Promise<void>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        scheduleTake();
      });
    },
    async close() {
      closed = true;
      if (inFlight === 0 && queue.length === 0) return;
      await new Promise<void>((resolve) => {
        onIdle = resolve;
      });
    },
  };
}
