import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Whether staff blocklisted any of these normalised addresses or domains. */
export async function isAnyBlocklisted(
  db: Kysely<Database>,
  values: readonly string[],
): Promise<boolean> {
  if (values.length === 0) return false;
  const entry = await db
    .selectFrom("email_blocklist")
    .select("id")
    .where("value", "in", values)
    .limit(1)
    .executeTakeFirst();
  return entry !== undefined;
}
