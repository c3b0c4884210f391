import { loadConfig } from "../../src/config";
import type { TaskLog } from "../../src/infrastructure/periodic-task";
import { createJobQueue } from "../../src/jobs/job-kinds";
import type { TestDatabase } from "./databases";

const silentLog = { info() {}, warn() {} };

/**
 * The job queue a server configured from `env` runs, on the test database, on the clock `now` and
 * retrying after `firstDelayMs` (doubling up to `maxDelayMs`); it logs to `log`, nothing by default.
 */
export function createTestNotifier(
  database: TestDatabase,
  env: Record<string, string>,
  options: { now: () => Date; firstDelayMs: number; maxDelayMs: number; log?: TaskLog },
) {
  return createJobQueue(
    { ...loadConfig({ LOG_LEVEL: "silent", ...env }), database: database.settings },
    database.db,
    options.log ?? silentLog,
    {
      now: options.now,
      retryPolicy: { firstDelayMs: options.firstDelayMs, maxDelayMs: options.maxDelayMs },
    },
  );
}
