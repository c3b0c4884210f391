import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * A random 32-byte secret (hex) kept in `app_meta` under `name`, created on first use. It lives in
 * the database it protects: nothing secret sits in the repository or the configuration, and
 * whoever can read it can read the data it keys anyway. Every server process asks; the first to
 * insert decides it for all of them.
 */
export async function appSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto("app_meta")
    .values({ key: name, value: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
  const { value } = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", name)
    .executeTakeFirstOrThrow();
  return value;
}

/**
 * The random salt (hex) of `day` in a table of day salts, created on first use. Every server
 * process asks; the first to insert a day's salt decides it for all of them. Deleting a day's
 * salt makes the hashes salted with it unmatchable.
 */
export async function daySalt(
  db: Kysely<Database>,
  table: "blog_like_salts" | "site_visit_salts",
  day: string,
): Promise<string> {
  await db
    .insertInto(table)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const { salt } = await db
    .selectFrom(table)
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return salt;
}
