import type { Redis } from "ioredis";
import { createBoundedKeyMap } from "./bounded-key-map";

/**
 * Growing delays for repeated attempts (OWASP's alternative to a lock-out a stranger could
 * trigger): the first `freeAttempts` go through at once; from then on each attempt doubles the
 * wait before the next one, from `firstDelayMs` up to `maxDelayMs`.
 */
export interface ThrottlePolicy {
  freeAttempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The wait that the `count`-th attempt in a row starts before the next one (0 while free). */
export function throttleDelayMs(count: number, policy: ThrottlePolicy): number {
  if (count < policy.freeAttempts) return 0;
  const doublings = Math.min(count - policy.freeAttempts, 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Attempt counts per key, in one process or shared through Redis. Every attempt is counted,
 * refused ones included; a key unused for `forgetAfterMs` starts again from zero.
 */
export interface AttemptThrottle {
  /** Counts an attempt; it may go ahead unless the wait started by an earlier one is running. */
  reserve(key: string, policy: ThrottlePolicy): Promise<Reservation>;
  /** Takes one counted attempt back (it turned out to be a good one). */
  refund(key: string): Promise<void>;
}

const FORGET_AFTER_MS = 60 * 60 * 1000;

interface MemoryEntry {
  count: number;
  notBefore: number;
  forgetAt: number;
}

/** Counts of one process, at most `maxKeys` of them (see createBoundedKeyMap). */
export function createMemoryAttemptThrottle(
  options: { maxKeys?: number; now?: () => number } = {},
): AttemptThrottle {
  const now = options.now ?? Date.now;
  const entries = createBoundedKeyMap<MemoryEntry>(
    options.maxKeys ?? 10_000,
    (entry) => entry.forgetAt,
  );

  return {
    async reserve(key, policy) {
      const at = now();
      const entry = entries.current(key, at, () => ({ count: 0, notBefore: 0, forgetAt: 0 }));
      entry.count += 1;
      entry.forgetAt = Math.max(entry.notBefore, at) + FORGET_AFTER_MS;
      if (entry.notBefore > at) return { allowed: false, retryAfterMs: entry.notBefore - at };
      const delay = throttleDelayMs(entry.count, policy);
      if (delay > 0) entry.notBefore = at + delay;
      entry.forgetAt = Math.max(entry.notBefore, at) + FORGET_AFTER_MS;
      return { allowed: true };
    },
    async refund(key) {
      const entry = entries.get(key);
      if (entry !== undefined && entry.count > 0) entry.count -= 1;
    },
  };
}

// One step for every instance: count, then let through or answer the wait. Redis's clock decides.
const RESERVE = `
local time = redis.call("TIME")
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local count = redis.call("HINCRBY", KEYS[1], "count", 1)
local notBefore = tonumber(redis.call("HGET", KEYS[1], "notBefore") or "0")
local forget = tonumber(ARGV[4])
if notBefore > now then
  redis.call("PEXPIRE", KEYS[1], notBefore - now + forget)
  return { 0, notBefore - now }
end
local free = tonumber(ARGV[1])
if count >= free then
  local doublings = math.min(count - free, 30)
  local delay = math.floor(math.min(tonumber(ARGV[2]) * 2 ^ doublings, tonumber(ARGV[3])))
  notBefore = now + delay
  redis.call("HSET", KEYS[1], "notBefore", notBefore)
  redis.call("PEXPIRE", KEYS[1], delay + forget)
else
  redis.call("PEXPIRE", KEYS[1], forget)
end
return { 1, 0 }`;

const REFUND = `
if redis.call("HGET", KEYS[1], "count") then
  local count = redis.call("HINCRBY", KEYS[1], "count", -1)
  if count < 0 then redis.call("HSET", KEYS[1], "count", 0) end
end
return 1`;

/** Counts shared through Redis under `nameSpace`; a command failure rejects. */
export function createRedisAttemptThrottle(
  redis: Redis,
  nameSpace = "site-attempt-throttle:",
): AttemptThrottle {
  redis.defineCommand("siteAttemptReserve", { numberOfKeys: 1, lua: RESERVE });
  redis.defineCommand("siteAttemptRefund", { numberOfKeys: 1, lua: REFUND });
  const scripted = redis as Redis & {
    siteAttemptReserve(key: string, ...args: number[]): Promise<[number, number]>;
    siteAttemptRefund(key: string): Promise<number>;
  };
  return {
    async reserve(key, policy) {
      const [allowed, retryAfterMs] = await scripted.siteAttemptReserve(
        `${nameSpace}${key}`,
        policy.freeAttempts,
        policy.firstDelayMs,
        policy.maxDelayMs,
        FORGET_AFTER_MS,
      );
      return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterMs };
    },
    async refund(key) {
      await scripted.siteAttemptRefund(`${nameSpace}${key}`);
    },
  };
}

/**
 * `shared`, or while it fails (Redis down), `local`: sign-in stays possible and still throttled,
 * each instance counting alone until the shared store answers again. `onError` hears of the first
 * failure of an outage only; the Redis connection logs its comings and goings.
 */
export function withLocalFallback(
  shared: AttemptThrottle,
  local: AttemptThrottle,
  onError: (error: unknown) => void,
): AttemptThrottle {
  let failing = false;
  const failed = (error: unknown) => {
    if (!failing) onError(error);
    failing = true;
  };
  return {
    async reserve(key, policy) {
      try {
        const answer = await shared.reserve(key, policy);
        failing = false;
        return answer;
      } catch (error) {
        failed(error);
        return local.reserve(key, policy);
      }
    },
    async refund(key) {
      await shared.refund(key).catch(failed);
      await local.refund(key);
    },
  };
}
