import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { appSecret } from "../infrastructure/database/app-secret";
import type { Database } from "../infrastructure/database/schema";

// Kept in the database it protects: a stolen copy of the log alone names nobody.
const KEY_NAME = "privacy_subject_hash_key";

/**
 * The keyed hash (HMAC-SHA256, hex) the erasure log keeps instead of an address: the same address
 * always gives the same hash, so staff can tell whether it was erased before, but the log alone
 * cannot be turned back into addresses.
 */
export async function hashSubject(db: Kysely<Database>, email: string): Promise<string> {
  const key = await appSecret(db, KEY_NAME);
  return createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex");
}
