import type { Redis } from "ioredis";
import type { ClaimResult, DuplicateStore, StoredAnswer } from "./duplicate-store";

const PENDING = "pending:";
const ANSWERED = "answered:";

// Deletes the key only while it still holds this owner's claim (a compare-and-delete).
const RELEASE_IF_OWNER = `
if redis.call("GET", KEYS[1]) == ARGV[1] then
  return redis.call("DEL", KEYS[1])
end
return 0`;

/**
 * Claims shared by every instance through Redis: `SET NX PX` takes a key atomically, so of two
 * identical submissions reaching two instances at once exactly one is saved.
 */
export function createRedisDuplicateStore(
  redis: Redis,
  nameSpace = "site-duplicate:",
): DuplicateStore {
  const keyOf = (key: string) => `${nameSpace}${key}`;

  async function read(key: string): Promise<ClaimResult | undefined> {
    const value = await redis.get(keyOf(key));
    if (value === null) return undefined;
    if (value.startsWith(ANSWERED)) {
      return { state: "answered", answer: JSON.parse(value.slice(ANSWERED.length)) };
    }
    return { state: "pending" };
  }

  return {
    async claim(key, owner, ttlMs) {
      // The key may lapse between SET and GET; a second round then takes it.
      for (let round = 0; round < 2; round += 1) {
        const taken = await redis.set(keyOf(key), `${PENDING}${owner}`, "PX", ttlMs, "NX");
        if (taken === "OK") return { state: "claimed" };
        const found = await read(key);
        if (found !== undefined) return found;
      }
      return { state: "pending" };
    },
    async keepAnswer(key, answer: StoredAnswer, ttlMs) {
      await redis.set(keyOf(key), `${ANSWERED}${JSON.stringify(answer)}`, "PX", ttlMs);
    },
    async release(key, owner) {
      await redis.eval(RELEASE_IF_OWNER, 1, keyOf(key), `${PENDING}${owner}`);
    },
  };
}
