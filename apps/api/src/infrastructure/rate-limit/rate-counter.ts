import type { Redis } from "ioredis";

/** A key's count in its current window, this request included, and the time left in it. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/**
 * Counts requests per key in fixed windows that start at a key's first request: the hourly lead
 * counts (`leads/lead-volume.ts`), which need a look without counting and the app's clock, neither
 * of which @fastify/rate-limit's stores offer. The memory counter answers at once; the Redis one,
 * shared by every instance, answers asynchronously.
 */
export interface RateCounter {
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
  /** A key's count in its current window, without counting this look. */
  peek(key: string): number | Promise<number>;
}

interface MemoryWindow {
  count: number;
  endsAt: number;
}

/**
 * Windows of one process. At most `maxKeys` are kept: when full, lapsed windows are dropped,
 * and if none has lapsed the oldest tenth goes, so a flood of addresses costs bounded memory
 * (a forgotten address starts a fresh window, as after a restart).
 */
export function createMemoryRateCounter(
  options: { maxKeys?: number; now?: () => number } = {},
): RateCounter {
  const maxKeys = options.maxKeys ?? 10_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, MemoryWindow>();

  function makeRoom(at: number) {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    let surplus = windows.size - Math.floor(maxKeys * 0.9);
    for (const key of windows.keys()) {
      if (surplus-- <= 0) break;
      windows.delete(key);
    }
  }

  return {
    hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= at) {
        if (window === undefined && windows.size >= maxKeys) makeRoom(at);
        window = { count: 0, endsAt: at + windowMs };
        // Set again so the Map's order stays the order in which windows began.
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
    peek(key) {
      const window = windows.get(key);
      return window === undefined || window.endsAt <= now() ? 0 : window.count;
    },
  };
}

// Counts and starts the window on the first request, atomically for every instance.
const HIT = `
local count = redis.call("INCR", KEYS[1])
if count == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/** Windows shared through Redis under `nameSpace`; a command failure rejects. */
export function createRedisRateCounter(redis: Redis, nameSpace = "site-rate-limit:"): RateCounter {
  // A defined command is sent by its SHA once Redis has the script, not as the whole text.
  redis.defineCommand("siteRateLimitHit", { numberOfKeys: 1, lua: HIT });
  const scripted = redis as Redis & {
    siteRateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
  };
  return {
    async hit(key, windowMs) {
      const [count, ttl] = await scripted.siteRateLimitHit(`${nameSpace}${key}`, windowMs);
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      return Number((await redis.get(`${nameSpace}${key}`)) ?? 0);
    },
  };
}
