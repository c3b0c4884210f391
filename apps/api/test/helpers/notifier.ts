import { loadConfig } from "../../src/config";
import { createJobQueue } from "../../src/jobs/job-kinds";
import type { TestDatabase } from "./databases";

const silentLog = { info() {}, warn() {} };

/**
 * The job queue a server configured from `env` runs, on the test database, on the clock `now` and
 * retrying after `firstDelayMs` (doubling up to `maxDelayMs`); it logs nothing.
 */
export function createTestNotifier(
  database: TestDatabase,
  env: Record<string, string>,
  options: { now: () => Date; firstDelayMs: number; maxDelayMs: number },
) {
  return createJobQueue(
    { ...loadConfig({ LOG_LEVEL: "silent", ...env }), database: database.settings },
    database.db,
    silentLog,
    {
      now: options.now,
      retryPolicy: { firstDelayMs: options.firstDelayMs, maxDelayMs: options.maxDelayMs },
    },
  );
}
