import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

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
  return inserted !== undefined;
}

export async function removeBlocklistEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom("email_blocklist").where("id", "=", id).execute();
}
