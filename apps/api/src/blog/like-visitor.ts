import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { appSecret, daySalt } from "../infrastructure/database/app-secret";
import type { Database } from "../infrastructure/database/schema";

// Kept in the database it protects (see appSecret).
const KEY_NAME = "blog_like_visitor_key";
// A browser's User-Agent is a few hundred characters; more adds nothing to tell visitors apart.
const MAX_USER_AGENT = 512;

export interface LikeVisitor {
  ip: string;
  userAgent: string;
}

/** The UTC day a like counts for, as YYYY-MM-DD. */
export const likeDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Answers the hash that stands for a visitor on a day: HMAC-SHA256 under a key kept in the
 * database of the day's random salt, the address and the browser. The same visitor gets the same
 * hash all day and another one the next day; once the day's salt is deleted, no address can be
 * matched against that day's hashes, even by someone holding the key.
 */
export function createLikeVisitorHasher(db: Kysely<Database>) {
  let key: Promise<string> | undefined;
  let salt: { day: string; value: Promise<string> } | undefined;

  return async function visitorHash(visitor: LikeVisitor, day: string): Promise<string> {
    key ??= appSecret(db, KEY_NAME);
    if (salt?.day !== day) salt = { day, value: daySalt(db, "blog_like_salts", day) };
    const [keyValue, saltValue] = await Promise.all([key, salt.value]).catch((error: unknown) => {
      // A failed read is tried again by the next like, not remembered.
      key = undefined;
      salt = undefined;
      throw error;
    });
    return createHmac("sha256", keyValue)
      .update(`${saltValue}|${visitor.ip}|${visitor.userAgent.slice(0, MAX_USER_AGENT)}`)
      .digest("hex");
  };
}
