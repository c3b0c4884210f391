import type { Kysely } from "kysely";
import { firmDay } from "../console/views/firm-time";
import type { Database, WebVitalSamplesTable } from "../infrastructure/database/schema";
import { createPeriodicTask, type RunLog } from "../infrastructure/periodic-task";
import { addDays } from "./insights-range";
import { type DeviceClass, VITAL_METRICS, type VitalsPayload } from "./vitals-payload";

/** Days of samples kept: a year's range in the console, and a month more. */
export const VITALS_RETENTION_DAYS = 400;
// Page views measured per firm day and server; past it a day's beacons are dropped, so a flood
// of beacons (or a very busy day) costs bounded rows: at most five per view.
const DEFAULT_VIEWS_PER_DAY = 5000;
// Rows per INSERT: six values each stays far below either database's limit of parameters.
const ROWS_PER_STATEMENT = 200;

export interface VitalsView {
  page: string;
  family: string;
  device: DeviceClass;
  metrics: VitalsPayload["metrics"];
}

export interface VitalsRecorderOptions {
  db: Kysely<Database>;
  timeZone: string;
  log: RunLog;
  now?: () => Date;
  flushIntervalMs?: number;
  /** Rows held before a write is started early, and at most while the database is down. */
  maxPending?: number;
  viewsPerDay?: number;
}

export interface VitalsRecorder {
  record(view: VitalsView): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

type SampleRow = WebVitalSamplesTable;

/**
 * Holds real visitors' measurements in memory and adds them to `web_vital_samples` in batches,
 * as the visit counter does, so a beacon is answered without a database write. Once a day, with
 * the first write, samples older than the retention are deleted.
 */
export function createVitalsRecorder(options: VitalsRecorderOptions): VitalsRecorder {
  const { db, timeZone, log } = options;
  const now = options.now ?? (() => new Date());
  const maxPending = options.maxPending ?? 5000;
  const viewsPerDay = options.viewsPerDay ?? DEFAULT_VIEWS_PER_DAY;
  let pending: SampleRow[] = [];
  let viewsToday = { day: "", views: 0 };
  let prunedOn: string | undefined;

  async function write(): Promise<void> {
    const rows = pending;
    pending = [];
    // A server with nothing measured leaves the database alone.
    if (rows.length === 0) return;
    try {
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          await trx
            .insertInto("web_vital_samples")
            .values(rows.slice(start, start + ROWS_PER_STATEMENT))
            .execute();
        }
      });
    } catch (error) {
      // Kept for the next write while there is room.
      pending = [...rows, ...pending].slice(0, maxPending);
      throw error;
    }
    // With the first samples of each day, once they are written.
    const today = firmDay(now(), timeZone);
    if (prunedOn !== today) {
      await db
        .deleteFrom("web_vital_samples")
        .where("day", "<", addDays(today, -VITALS_RETENTION_DAYS))
        .execute();
      prunedOn = today;
    }
  }

  const writer = createPeriodicTask({
    work: write,
    intervalMs: options.flushIntervalMs ?? 10_000,
    log,
    failure: "page speed samples not written; trying again",
  });
  writer.start();

  return {
    record(view) {
      const day = firmDay(now(), timeZone);
      if (viewsToday.day !== day) viewsToday = { day, views: 0 };
      if (viewsToday.views >= viewsPerDay) return;
      if (pending.length >= maxPending) {
        void writer.run().catch(() => undefined);
        // Beyond the cap (the database has been down a while) a view is dropped, not held.
        if (pending.length >= maxPending) return;
      }
      viewsToday.views += 1;
      for (const metric of VITAL_METRICS) {
        const value = view.metrics[metric];
        if (value === undefined) continue;
        pending.push({
          day,
          page: view.page,
          family: view.family,
          device: view.device,
          metric,
          value,
        });
      }
    },
    flush: () => writer.run(),
    async close() {
      await writer.stop();
      await write().catch((error: unknown) =>
        log.warn({ err: error }, "page speed samples not written when the server stopped"),
      );
    },
  };
}
