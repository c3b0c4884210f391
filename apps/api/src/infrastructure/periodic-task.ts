import type { FastifyInstance } from "fastify";
import type { DatabaseAvailability } from "./database/database-availability";

/**
 * A piece of background work the server repeats: run now, then again an interval after each run
 * ends, until stopped. Runs never overlap: a caller asking while one is in flight shares it.
 */
export interface PeriodicTask<T> {
  /** Runs the work now, or answers the run already in flight. */
  run(): Promise<T>;
  /** Runs now, then every interval after the previous run ended. */
  start(): void;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
}

/** Where background work reports: the server's logger, and the database's availability. */
export interface TaskLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  /**
   * Takes the runs that failed because the database server cannot be reached: the outage is
   * logged once when it begins and once when it ends, with the runs it failed, rather than at
   * every run of every task (about a line a second). Without it every failed run is logged.
   */
  databaseAvailability?: Pick<DatabaseAvailability, "taskRunFailed">;
}

/** What a periodic task reports its failed runs to. */
export type RunLog = Pick<TaskLog, "warn" | "databaseAvailability">;

/** The server's logger and database availability, for the background work it runs. */
export function taskLogOf(app: FastifyInstance): TaskLog {
  return {
    info: (obj, msg) => app.log.info(obj, msg),
    warn: (obj, msg) => app.log.warn(obj, msg),
    databaseAvailability: app.databaseAvailability,
  };
}

export interface PeriodicTaskOptions<T> {
  work: () => Promise<T>;
  intervalMs: number;
  /** Where a failed run is reported; the next one still comes. */
  log: RunLog;
  /** The warning a failed run is logged with, beside its error, when the database is not away. */
  failure: string;
}

export function createPeriodicTask<T>(options: PeriodicTaskOptions<T>): PeriodicTask<T> {
  const { work, intervalMs, log, failure } = options;

  // Every task's failed runs come out here: an unreachable database is a state, logged by it.
  const onError = (error: unknown) => {
    if (log.databaseAvailability?.taskRunFailed(error)) return;
    log.warn({ err: error }, failure);
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let stopped = true;

  function run(): Promise<T> {
    running ??= work().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      run()
        .catch(onError)
        .finally(() => schedule(intervalMs));
    }, delayMs);
    // Never the reason the process stays alive: the server's socket is.
    timer.unref();
  }

  return {
    run,
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
