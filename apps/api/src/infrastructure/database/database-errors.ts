// Database errors a client can act on: the database cannot be reached or written just now (retry
// later), or a value holds characters the database cannot store (change the input). Nothing of
// the request was stored in either case.

// SQLite: the file is locked past the busy timeout, read-only, cannot be opened, or the disk
// fails or is full. Extended codes (SQLITE_BUSY_SNAPSHOT, SQLITE_READONLY_DBMOVED…) count too.
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|READONLY|CANTOPEN|IOERR|FULL)/;

// PostgreSQL SQLSTATEs of a server that cannot be reached or will not take a connection now:
// connection exceptions (class 08), too many connections (53300), admin/crash shutdown and
// "cannot connect now" (57P01-57P03).
const POSTGRES_UNREACHABLE = /^(08...|53300|57P0[1-3])$/;
// ...and of one that answers but cannot do the work now: other insufficient resources (class 53,
// e.g. 53100 disk full) and a write sent to a read-only standby (25006).
const POSTGRES_UNAVAILABLE = /^(53...|25006)$/;

// The socket to the database server failed.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

// Errors pg raises without a code when the server goes away or the pool cannot connect in time.
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
];
// better-sqlite3 and Kysely once the connection is closed (during shutdown).
const CLOSED_MESSAGES = [
  /^The database connection is not open$/,
  /^driver has already been destroyed$/,
];

// PostgreSQL refuses NUL characters in text (22021) and characters its encoding lacks (22P05);
// SQLite stores them.
const POSTGRES_UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

const MAX_CAUSE_DEPTH = 4;

export function isUnstorableText(error: unknown): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    typeof error.code === "string" &&
    POSTGRES_UNSTORABLE_TEXT.has(error.code)
  );
}

/** True when the database cannot be reached or written just now: worth a retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someInChain(error, (code, message) => {
    if (isUnreachable(code, message)) return true;
    if (CLOSED_MESSAGES.some((pattern) => pattern.test(message))) return true;
    return code !== undefined && (SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code));
  });
}

// SQLite's "database or disk is full" and PostgreSQL's disk_full: writes fail until space is freed.
const SQLITE_FULL = "SQLITE_FULL";
const POSTGRES_DISK_FULL = "53100";

/**
 * True when a write failed for lack of disk space: a state of the disk that lasts until space is
 * freed, unlike an error of one query. A subset of isDatabaseUnavailable.
 */
export function isStorageFull(error: unknown): boolean {
  return someInChain(
    error,
    (code) => code !== undefined && (code.startsWith(SQLITE_FULL) || code === POSTGRES_DISK_FULL),
  );
}

/**
 * True when the database server cannot be reached, or refuses connections for now (down,
 * starting, shutting down, full of clients): a state of the server that lasts, unlike an error of
 * one query. A subset of isDatabaseUnavailable.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return someInChain(error, isUnreachable);
}

function isUnreachable(code: string | undefined, message: string): boolean {
  if (code !== undefined && (POSTGRES_UNREACHABLE.test(code) || NETWORK_CODES.has(code))) {
    return true;
  }
  return UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** Whether `test` holds for the error, its causes or, for an AggregateError, one of its errors. */
function someInChain(
  error: unknown,
  test: (code: string | undefined, message: string) => boolean,
  depth = 0,
): boolean {
  if (!(error instanceof Error) || depth > MAX_CAUSE_DEPTH) return false;
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  if (test(code, error.message)) return true;
  // Node reports a connection refused on every address of a host as one AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((each) => someInChain(each, test, depth + 1))
  ) {
    return true;
  }
  return someInChain(error.cause, test, depth + 1);
}

// A row whose key another row already holds: SQLite's UNIQUE and PRIMARY KEY constraint codes,
// PostgreSQL's unique_violation.
const SQLITE_UNIQUE = new Set(["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY"]);
const POSTGRES_UNIQUE = "23505";

/** True when an insert or update failed because another row holds the same unique key. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !("code" in error)) return false;
  return error.code === POSTGRES_UNIQUE || SQLITE_UNIQUE.has(String(error.code));
}

// PostgreSQL ends one of two transactions that wait for each other (40P01), or one that cannot be
// serialised (40001); tried again, it usually goes through.
const POSTGRES_RETRYABLE = new Set(["40P01", "40001"]);

/** True when the transaction was ended only because another ran at the same time: try it again. */
export function isTransactionConflict(error: unknown): boolean {
  return (
    error instanceof Error &&
    "code" in error &&
    typeof error.code === "string" &&
    POSTGRES_RETRYABLE.has(error.code)
  );
}
