import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";

type Db = Kysely<Database>;

// Every lead save asks the blocklist, so it is read from memory: the table is small and changes
// only when staff edit it. An edit through this repository is seen at once; one made by another
// server instance within this long.
const CACHE_MS = 30_000;

interface CachedBlocklist {
  values: Promise<ReadonlySet<string>>;
  loadedAt: number;
}

const cached = new WeakMap<Db, CachedBlocklist>();

function blocklistValues(db: Db): Promise<ReadonlySet<string>> {
  const entry = cached.get(db);
  if (entry !== undefined && Date.now() - entry.loadedAt < CACHE_MS) return entry.values;
  const values = db
    .selectFrom("email_blocklist")
    .select("value")
    .execute()
    .then((rows) => new Set(rows.map((row) => row.value)));
  // A failed read is not kept: the next save asks the database again.
  values.catch(() => cached.delete(db));
  cached.set(db, { values, loadedAt: Date.now() });
  return values;
}

/** Whether staff blocklisted any of these normalised addresses or domains. */
export async function isAnyBlocklisted(db: Db, values: readonly string[]): Promise<boolean> {
  if (values.length === 0) return false;
  const blocked = await blocklistValues(db);
  return values.some((value) => blocked.has(value));
}

export async function listBlocklist(db: Db) {
  return db
    .selectFrom("email_blocklist")
    .select(["id", "value", "kind", "created_at"])
    .orderBy("value")
    .execute();
}

/** Adds a lower-cased entry; answers false when it is already listed. */
export async function addBlocklistEntry(
  db: Db,
  entry: { value: string; kind: "email" | "domain" },
): Promise<boolean> {
  const inserted = await db
    .insertInto("email_blocklist")
    .values({ ...entry, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("value").doNothing())
    .returning("id")
    .executeTakeFirst();
  cached.delete(db);
  return inserted !== undefined;
}

export async function removeBlocklistEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom("email_blocklist").where("id", "=", id).execute();
  cached.delete(db);
}
