import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import { isDatabaseUnreachable, isStorageFull } from "./database-errors";
import type { Database } from "./schema";

/** What /healthz reports while the database server cannot be reached. */
export interface DatabaseOutage {
  /** When the first failure was seen (ISO 8601). */
  since: string;
  /** The latest failure's message. */
  reason: string;
  /** Requests answered 503 because of it so far. */
  refusedRequests: number;
}

/** What went without the database while it was away, told when it returns. */
interface MissedWork {
  /** Requests answered 503. */
  refusedRequests: number;
  /** Pages, the sitemap and articles sent as built instead of with the database's data. */
  pagesSentAsBuilt: number;
  /** Runs of background tasks (job queue, lead work, indexer…) that failed. */
  failedTaskRuns: number;
}

/**
 * Whether the database server can be reached, as a state: the log gets one warning when it goes
 * (with the reason) and one line when it answers again (with what went without it meanwhile),
 * however many requests, pages and background runs fail in between, as for Redis
 * (redis-connection.ts). A disk too full to write (isStorageFull) is a second state of the same
 * shape: one warning when a write first fails for lack of space, one line when a write goes
 * through again (wrote()), with the requests refused meanwhile. Only these two make a state; any
 * other error is the caller's to log.
 */
export interface DatabaseAvailability {
  /**
   * A request failed on `error` and is answered 503. False when `error` is neither a connection
   * failure nor a full disk: the caller logs it as before.
   */
  refused(error: unknown): boolean;
  /** Something other than a request (the health check) failed on `error`; false as refused(). */
  failed(error: unknown): boolean;
  /** A page went out as built because its data could not be read (`error`); false as refused(). */
  sentAsBuilt(error: unknown): boolean;
  /** A background task's run failed on `error`; false as refused(). */
  taskRunFailed(error: unknown): boolean;
  /** A query went through: the database is back if it was away. */
  answered(): void;
  /** A write committed: the disk has space again if it was full. */
  wrote(): void;
  /** Undefined while the database answers. */
  outage(): DatabaseOutage | undefined;
  /** Stops the probe; the app calls it when it closes. */
  close(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    databaseAvailability: DatabaseAvailability;
  }
}

// While the database is away, a query this often tells when it is back, even with no request
// or health check coming in. One connection attempt a second costs the server nothing.
const PROBE_EVERY_MS = 1000;

export function createDatabaseAvailability({
  db,
  log,
  probeEveryMs = PROBE_EVERY_MS,
}: {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  probeEveryMs?: number;
}): DatabaseAvailability {
  let away: ({ since: number; reason: string } & MissedWork) | undefined;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;
  // Kept apart from `away`: reads (and the probe) still work on a full disk, so only a write
  // that commits ends this one.
  let full: { since: number; refusedRequests: number; failedTaskRuns: number } | undefined;

  const scheduleProbe = () => {
    if (closed || away === undefined || probe !== undefined) return;
    probe = setTimeout(async () => {
      try {
        await sql`select 1`.execute(db);
        probe = undefined;
        answered();
      } catch (error) {
        probe = undefined;
        if (away !== undefined && isDatabaseUnreachable(error)) away.reason = reasonOf(error);
        scheduleProbe();
      }
    }, probeEveryMs);
    // A probe never keeps the process alive.
    probe.unref();
  };

  /** True when `error` is the database being away or full; `missed` is what went without it. */
  const wentAway = (error: unknown, missed?: keyof MissedWork): boolean => {
    if (!isDatabaseUnreachable(error)) return filledUp(error, missed);
    if (away !== undefined) {
      away.reason = reasonOf(error);
    } else {
      away = {
        since: Date.now(),
        reason: reasonOf(error),
        refusedRequests: 0,
        pagesSentAsBuilt: 0,
        failedTaskRuns: 0,
      };
      log.warn({ err: error }, "database unreachable: requests are answered 503 until it returns");
      scheduleProbe();
    }
    if (missed !== undefined) away[missed]++;
    return true;
  };

  const filledUp = (error: unknown, missed?: keyof MissedWork): boolean => {
    if (!isStorageFull(error)) return false;
    if (full === undefined) {
      full = { since: Date.now(), refusedRequests: 0, failedTaskRuns: 0 };
      log.warn(
        { err: error },
        "database disk full: writes are answered 503 until a write goes through again",
      );
    }
    if (missed === "refusedRequests" || missed === "failedTaskRuns") full[missed]++;
    return true;
  };

  const wrote = () => {
    if (full === undefined) return;
    const { since, refusedRequests, failedTaskRuns } = full;
    full = undefined;
    let message = `database disk has space again: ${refusedRequests} requests were answered 503 while it was full`;
    if (failedTaskRuns > 0) message += `; ${failedTaskRuns} background task runs failed`;
    log.info({ refusedRequests, failedTaskRuns, fullMs: Date.now() - since }, message);
  };

  const answered = () => {
    if (away === undefined) return;
    const { since, refusedRequests, pagesSentAsBuilt, failedTaskRuns } = away;
    away = undefined;
    clearTimeout(probe);
    probe = undefined;
    // Pages and background runs are named only when some went without the database.
    let message = `database available again: ${refusedRequests} requests were answered 503 while it was away`;
    if (pagesSentAsBuilt > 0) message += `; ${pagesSentAsBuilt} pages were sent as built`;
    if (failedTaskRuns > 0) message += `; ${failedTaskRuns} background task runs failed`;
    log.info(
      { refusedRequests, pagesSentAsBuilt, failedTaskRuns, unreachableMs: Date.now() - since },
      message,
    );
  };

  return {
    refused: (error) => wentAway(error, "refusedRequests"),
    failed: (error) => wentAway(error),
    sentAsBuilt: (error) => wentAway(error, "pagesSentAsBuilt"),
    taskRunFailed: (error) => wentAway(error, "failedTaskRuns"),
    answered,
    wrote,
    outage: () =>
      away && {
        since: new Date(away.since).toISOString(),
        reason: away.reason,
        refusedRequests: away.refusedRequests,
      },
    close() {
      closed = true;
      clearTimeout(probe);
      probe = undefined;
    },
  };
}

/**
 * The app's record, made by buildApp; the error handler, the health check, the pages filled from
 * the database and the background tasks (taskLogOf) share it.
 */
export function registerDatabaseAvailability(app: FastifyInstance, db: Kysely<Database>): void {
  const availability = createDatabaseAvailability({ db, log: app.log });
  app.decorate("databaseAvailability", availability);
  app.addHook("onClose", async () => availability.close());
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node's AggregateError for a host refused on every address says only "AggregateError".
  if (error instanceof AggregateError && error.message === "" && error.errors[0] instanceof Error) {
    return error.errors[0].message;
  }
  return error.message;
}
