import type { Redis } from "ioredis";
import { createBoundedKeyMap } from "../bounded-key-map";

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

/** Windows of one process, at most `maxKeys` of them (see createBoundedKeyMap). */
export function createMemoryRateCounter(
  options: { maxKeys?: number; now?: () => number } = {},
): RateCounter {
  const now = options.now ?? Date.now;
  const windows = createBoundedKeyMap<MemoryWindow>(
    options.maxKeys ?? 10_000,
    (window) => window.endsAt,
  );

  return {
    hit(key, windowMs) {
      const at = now();
      const window = windows.current(key, at, () => ({ count: 0, endsAt: at + windowMs }));
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

/**
 * `shared` while `isShared()` says its store answers, else (or when a command fails) `local`: a
 * Redis outage never lets a limit fail open; each instance counts alone until Redis returns.
 */
export function withLocalFallback(
  shared: RateCounter,
  local: RateCounter,
  isShared: () => boolean,
): RateCounter {
  return {
    async hit(key, windowMs) {
      if (!isShared()) return local.hit(key, windowMs);
      try {
        return await shared.hit(key, windowMs);
      } catch {
        return local.hit(key, windowMs);
      }
    },
    async peek(key) {
      if (!isShared()) return local.peek(key);
      try {
        return await shared.peek(key);
      } catch {
        return local.peek(key);
      }
    },
  };
}

/**
 * A @fastify/rate-limit store (its `store` option) counting with `counter`, so the plugin's limits
 * share the fallback above instead of stepping aside while Redis is away.
 */
export function rateLimitStoreOf(counter: RateCounter) {
  return class CounterStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      Promise.resolve(counter.hit(key, timeWindow)).then(
        ({ count, resetInMs }) => done(null, { current: count, ttl: resetInMs }),
        (error: Error) => done(error),
      );
    }
    child() {
      return this;
    }
  };
}
