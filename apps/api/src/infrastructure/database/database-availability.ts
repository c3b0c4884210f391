import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import { isDatabaseUnreachable } from "./database-errors";
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

/**
 * Whether the database server can be reached, as a state: the log gets one warning when it goes
 * (with the reason) and one line when it answers again (with the requests refused meanwhile),
 * however many requests fail in between, as for Redis (redis-connection.ts). Only connection
 * failures make the state (isDatabaseUnreachable); any other error is the caller's to log.
 */
export interface DatabaseAvailability {
  /**
   * A request failed on `error` and is answered 503. False when `error` is not a connection
   * failure: the caller logs it as before.
   */
  refused(error: unknown): boolean;
  /** Something other than a request (the health check) failed on `error`; false as refused(). */
  failed(error: unknown): boolean;
  /** A query went through: the database is back if it was away. */
  answered(): void;
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
  let away: { since: number; reason: string; refusedRequests: number } | undefined;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

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

  const wentAway = (error: unknown): boolean => {
    if (!isDatabaseUnreachable(error)) return false;
    if (away !== undefined) {
      away.reason = reasonOf(error);
      return true;
    }
    away = { since: Date.now(), reason: reasonOf(error), refusedRequests: 0 };
    log.warn({ err: error }, "database unreachable: requests are answered 503 until it returns");
    scheduleProbe();
    return true;
  };

  const answered = () => {
    if (away === undefined) return;
    const { since, refusedRequests } = away;
    away = undefined;
    clearTimeout(probe);
    probe = undefined;
    log.info(
      { refusedRequests, unreachableMs: Date.now() - since },
      `database available again: ${refusedRequests} requests were answered 503 while it was away`,
    );
  };

  return {
    refused(error) {
      if (!wentAway(error)) return false;
      if (away !== undefined) away.refusedRequests++;
      return true;
    },
    failed: wentAway,
    answered,
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

/** The app's record, made by buildApp; the error handler and the health check share it. */
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
