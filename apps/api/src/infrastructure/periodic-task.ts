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

/** Where background work reports: the server's logger. */
export interface TaskLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PeriodicTaskOptions<T> {
  work: () => Promise<T>;
  intervalMs: number;
  /** A failed run is reported here; the next one still comes. */
  onError: (error: unknown) => void;
}

export function createPeriodicTask<T>(options: PeriodicTaskOptions<T>): PeriodicTask<T> {
  const { work, intervalMs, onError } = options;
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
