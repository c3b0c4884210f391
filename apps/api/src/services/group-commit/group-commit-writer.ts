/**
 * Group commit: saves that arrive while one transaction is committing wait and share the next
 * transaction, so a durable fsync per commit is paid once per batch instead of once per save.
 * Every write settles only after the transaction holding it has committed or failed.
 */

export interface GroupCommitWriterOptions<Job> {
  /** Runs every job in ONE transaction: all of them commit, or none does and it throws. */
  runBatch: (jobs: Job[]) => Promise<void>;
  maxBatch?: number;
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
}: GroupCommitWriterOptions<Job>): GroupCommitWriter<Job> {
  if (!Number.isInteger(maxBatch) || maxBatch < 1) {
    throw new RangeError(`maxBatch must be a positive integer, got ${maxBatch}`);
  }

  const queue: PendingWrite<Job>[] = [];
  let draining = false;
  let drained: Promise<void> = Promise.resolve();
  let closed = false;

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

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        await yieldToEventLoop();
        await commit(queue.splice(0, maxBatch));
      }
    } finally {
      draining = false;
    }
  }

  return {
    write(job) {
      if (closed) return Promise.reject(new Error("The writer is closed"));
      return new Promise<void>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        if (!draining) {
          draining = true;
          drained = drain();
        }
      });
    },
    async close() {
      closed = true;
      await drained;
    },
  };
}
