import { existsSync, statSync } from "node:fs";
import { copyFile, open, rename, rm } from "node:fs/promises";
import SqliteDatabase from "better-sqlite3";
import { migrations } from "./migrations";

/** What a backup file holds, once checked. */
export interface BackupSummary {
  bytes: number;
  leads: number;
  /** The last migration it was written under. */
  migration: string;
}

export class BackupError extends Error {}

/**
 * Writes a consistent copy of the SQLite database at `source` to `destination` while the server
 * keeps saving: `VACUUM INTO` reads one snapshot in a single read transaction, which WAL lets
 * run beside the writers, so the copy holds every lead committed before it began and nothing
 * half-written. The copy is checked before it takes its name.
 */
export async function backupSqlite(source: string, destination: string): Promise<BackupSummary> {
  if (!existsSync(source)) throw new BackupError(`No database at ${source}`);
  if (existsSync(destination)) throw new BackupError(`${destination} exists already`);
  const partial = `${destination}.partial`;
  await rm(partial, { force: true });
  const db = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    db.prepare("VACUUM INTO ?").run(partial);
  } finally {
    db.close();
  }
  try {
    const summary = checkBackup(partial);
    await rename(partial, destination);
    return summary;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/**
 * Refuses a file that is not a whole SQLite database of this site: damaged pages, no migration
 * record, or migrations this release does not know (a backup from a newer release).
 */
export function checkBackup(file: string): BackupSummary {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`);
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new BackupError(`${file} is not an SQLite database`);
  }
  try {
    const integrity = readOrFail(
      () => db.pragma("integrity_check", { simple: true }),
      `${file} is not an SQLite database`,
    );
    if (integrity !== "ok") throw new BackupError(`${file} is damaged: ${String(integrity)}`);
    const applied = readOrFail(
      () => db.prepare("SELECT name FROM kysely_migration ORDER BY name").pluck().all() as string[],
      `${file} is not a backup of this site: it has no migration record`,
    );
    const unknown = applied.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} was written by a newer release (migration ${unknown[0]}); restore it with that release`,
      );
    }
    const leads = db.prepare("SELECT count(*) FROM leads").pluck().get() as number;
    return { bytes: statSync(file).size, leads, migration: applied.at(-1) ?? "none" };
  } finally {
    db.close();
  }
}

function readOrFail<T>(read: () => T, message: string): T {
  try {
    return read();
  } catch {
    throw new BackupError(message);
  }
}

/**
 * Puts a checked backup in place of the database at `target`, for a server that is stopped: a
 * running server keeps a `-wal` file beside its database, and a restore then is refused rather
 * than swap the file under it. The copy is written beside the target, flushed, then renamed over
 * it, so a crash leaves either the old database or the whole backup.
 */
export async function restoreSqlite(backup: string, target: string): Promise<BackupSummary> {
  const summary = checkBackup(backup);
  const wal = `${target}-wal`;
  if (existsSync(wal) && statSync(wal).size > 0) {
    throw new BackupError(
      `${target} is in use (${wal} holds unsaved pages): stop the server, then restore`,
    );
  }
  const incoming = `${target}.restoring`;
  await copyFile(backup, incoming);
  const handle = await open(incoming, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rm(wal, { force: true });
  await rm(`${target}-shm`, { force: true });
  await rename(incoming, target);
  return summary;
}
