import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import {
  isDatabaseUnavailable,
  isDatabaseUnreachable,
  isStorageFull,
  isUniqueViolation,
  isUnstorableText,
} from "./database-errors";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    [
      "SQLite locked past the busy timeout",
      new SqliteDatabase.SqliteError("database is locked", "SQLITE_BUSY"),
    ],
    [
      "SQLite read-only",
      new SqliteDatabase.SqliteError("attempt to write a readonly database", "SQLITE_READONLY"),
    ],
    ["SQLite moved file", new SqliteDatabase.SqliteError("readonly", "SQLITE_READONLY_DBMOVED")],
    [
      "SQLite cannot open",
      new SqliteDatabase.SqliteError("unable to open database file", "SQLITE_CANTOPEN"),
    ],
    ["SQLite disk I/O", new SqliteDatabase.SqliteError("disk I/O error", "SQLITE_IOERR_WRITE")],
    ["SQLite disk full", new SqliteDatabase.SqliteError("database or disk is full", "SQLITE_FULL")],
    ["SQLite closed", new TypeError("The database connection is not open")],
    ["PostgreSQL refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    [
      "PostgreSQL shutting down",
      withCode("terminating connection due to administrator command", "57P01"),
    ],
    ["PostgreSQL starting up", withCode("the database system is starting up", "57P03")],
    ["PostgreSQL too many clients", withCode("sorry, too many clients already", "53300")],
    ["PostgreSQL connection failure", withCode("connection failure", "08006")],
    [
      "PostgreSQL read-only standby",
      withCode("cannot execute INSERT in a read-only transaction", "25006"),
    ],
    ["pg connection lost", new Error("Connection terminated unexpectedly")],
    ["pg pool timeout", new Error("timeout exceeded when trying to connect")],
    [
      "refused on every address",
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "refused"),
    ],
    ["a wrapped cause", new Error("save failed", { cause: withCode("refused", "ECONNREFUSED") })],
  ])("%s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    [
      "a constraint",
      new SqliteDatabase.SqliteError("UNIQUE constraint failed", "SQLITE_CONSTRAINT_UNIQUE"),
    ],
    ["a syntax error", withCode('syntax error at or near "selec"', "42601")],
    ["a NUL in text", withCode('invalid byte sequence for encoding "UTF8": 0x00', "22021")],
    ["a plain bug", new TypeError("Cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
  ])("not %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("isDatabaseUnreachable", () => {
  it.each([
    ["refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["shutting down", withCode("terminating connection due to administrator command", "57P01")],
    ["starting up", withCode("the database system is starting up", "57P03")],
    ["too many clients", withCode("sorry, too many clients already", "53300")],
    ["a connection failure", withCode("connection failure", "08006")],
    ["pg's lost connection", new Error("Connection terminated unexpectedly")],
    ["pg's pool timeout", new Error("timeout exceeded when trying to connect")],
    [
      "pg's broken client",
      new Error("Client has encountered a connection error and is not queryable"),
    ],
    [
      "refused on every address",
      new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""),
    ],
    ["a wrapped cause", new Error("save failed", { cause: withCode("refused", "ECONNREFUSED") })],
  ])("a server %s", (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  // Unavailable, but the server answered: each such failure is the request's own.
  it.each([
    ["SQLite locked", new SqliteDatabase.SqliteError("database is locked", "SQLITE_BUSY")],
    ["SQLite disk full", new SqliteDatabase.SqliteError("database or disk is full", "SQLITE_FULL")],
    ["PostgreSQL's disk full", withCode("could not extend file", "53100")],
    ["a read-only standby", withCode("cannot execute INSERT in a read-only transaction", "25006")],
    ["a closed connection", new TypeError("The database connection is not open")],
  ])("not %s", (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("not a query's own error", () => {
    expect(isDatabaseUnreachable(withCode('relation "leads" does not exist', "42P01"))).toBe(false);
  });
});

describe("isStorageFull", () => {
  it("recognises a full disk on both engines, from the error or its cause, and nothing else", () => {
    const sqliteFull = new SqliteDatabase.SqliteError("database or disk is full", "SQLITE_FULL");
    expect(isStorageFull(sqliteFull)).toBe(true);
    expect(isStorageFull(new Error("save failed", { cause: sqliteFull }))).toBe(true);
    expect(isStorageFull(withCode("could not extend file: No space left on device", "53100"))).toBe(
      true,
    );
    expect(isStorageFull(new SqliteDatabase.SqliteError("disk I/O error", "SQLITE_IOERR"))).toBe(
      false,
    );
    expect(isStorageFull(withCode("too many connections", "53300"))).toBe(false);
    expect(isStorageFull(new Error("database or disk is full"))).toBe(false);
  });
});

describe("isUnstorableText", () => {
  it("recognises PostgreSQL's refusal of NUL and of characters outside its encoding", () => {
    expect(isUnstorableText(withCode("invalid byte sequence", "22021"))).toBe(true);
    expect(isUnstorableText(withCode("untranslatable character", "22P05"))).toBe(true);
    expect(isUnstorableText(withCode("value too long", "22001"))).toBe(false);
  });
});

describe("isUniqueViolation", () => {
  it("recognises a taken key on both engines, and nothing else", () => {
    expect(
      isUniqueViolation(
        new SqliteDatabase.SqliteError("UNIQUE constraint failed", "SQLITE_CONSTRAINT_UNIQUE"),
      ),
    ).toBe(true);
    expect(
      isUniqueViolation(
        new SqliteDatabase.SqliteError(
          "UNIQUE constraint failed: meeting_slot_claims.staff_user_id",
          "SQLITE_CONSTRAINT_PRIMARYKEY",
        ),
      ),
    ).toBe(true);
    expect(isUniqueViolation(withCode("duplicate key value", "23505"))).toBe(true);
    expect(
      isUniqueViolation(
        new SqliteDatabase.SqliteError(
          "FOREIGN KEY constraint failed",
          "SQLITE_CONSTRAINT_FOREIGNKEY",
        ),
      ),
    ).toBe(false);
    expect(isUniqueViolation(withCode("violates foreign key constraint", "23503"))).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
