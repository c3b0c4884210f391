import { type Kysely, sql } from "kysely";
import type { DialectName } from "./database-url";
import type { Database } from "./schema";

/**
 * The PostgreSQL advisory lock key every instance of this API takes while it prepares the
 * database at start. Fixed, so that all instances of every release agree on it; distinct from the
 * key Kysely's migrator takes for itself (3853314791062309107). Advisory locks are per database,
 * so apps in other databases of the same server never wait for it.
 */
export const STARTUP_LOCK_KEY = "7305112480016352001";

/**
 * Runs `prepare` (migrations, seed, first staff user) while no other instance runs its own, so
 * instances of a deploy may start together: the first does the work, the others wait, then find
 * it done. Kysely's migrator already serialises the migrations themselves, but the seed and the
 * first staff user read "is it empty?" then write, and two instances doing that at once both
 * write and one fails on a unique key.
 *
 * On PostgreSQL a session-level advisory lock is held on one connection of its own for the whole
 * run; if the instance holding it dies, its session ends and the lock is freed. `onWait` is called
 * once when another instance holds it. SQLite needs nothing: one process owns the file, and a
 * second writer waits for the first's transaction (busy_timeout).
 */
export async function withStartupLock<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  prepare: () => Promise<T>,
  onWait: () => void = () => undefined,
): Promise<T> {
  if (dialect !== "postgres") return prepare();
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(${STARTUP_LOCK_KEY}::bigint) as locked`.execute(connection);
    if (rows[0]?.locked !== true) {
      onWait();
      await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY}::bigint)`.execute(connection);
    }
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY}::bigint)`.execute(connection);
    }
  });
}
