import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Whether staff blocklisted this lower-cased address or domain. */
export async function isBlocklisted(db: Kysely<Database>, value: string): Promise<boolean> {
  const entry = await db
    .selectFrom("email_blocklist")
    .select("id")
    .where("value", "=", value)
    .executeTakeFirst();
  return entry !== undefined;
}
