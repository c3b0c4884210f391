import { createHmac, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

// The key lives in the database it protects: a stolen copy of the log alone names nobody, and
// anyone who can read the key can read the leads anyway. It is created once, on first use.
const KEY_NAME = "privacy_subject_hash_key";

async function subjectHashKey(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto("app_meta")
    .values({ key: KEY_NAME, value: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const { value } = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", KEY_NAME)
    .executeTakeFirstOrThrow();
  return value;
}

/**
 * The keyed hash (HMAC-SHA256, hex) the erasure log keeps instead of an address: the same address
 * always gives the same hash, so staff can tell whether it was erased before, but the log alone
 * cannot be turned back into addresses.
 */
export async function hashSubject(db: Kysely<Database>, email: string): Promise<string> {
  const key = await subjectHashKey(db);
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}
