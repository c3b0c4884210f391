import { isIPv6 } from "node:net";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { clientIp } from "../infrastructure/http/client-ip";
import { HttpError } from "../infrastructure/http/http-error";
import {
  createMemoryRateCounter,
  createRedisRateCounter,
  type RateCounter,
  rateLimitStoreOf,
  withLocalFallback,
} from "../infrastructure/rate-limit/rate-counter";
import { connectRedis, isShared } from "../infrastructure/redis-connection";

/** Per-IP budgets a route can draw on; every route of one budget shares its count. */
export type RateLimitBudget = "write" | "emailCheck" | "beacon";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Counts each request against the caller's per-minute budget: `"write"` for calls that
     * store something, `"emailCheck"` for the e-mail check, `"beacon"` for the pages' own reports
     * (one per page view), kept apart so browsing never uses up a visitor's form saves.
     */
    rateLimitBudget?: RateLimitBudget;
  }
}

export interface RateLimitSettings {
  writesPerMinute: number;
  /** Shares the counts between server instances; each instance counts alone without it. */
  redisUrl: string | undefined;
  /** The clock of the hourly counter's in-memory windows, in milliseconds; tests move it on. */
  now?: () => number;
}

const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

const WINDOW_MS = 60_000;
// Every form checks the e-mail before it saves, and a visitor may retry a flagged address.
const EMAIL_CHECK_BUDGET_FACTOR = 4;
// A visitor reading quickly sends a beacon per page; no one reads more pages than this a minute.
const BEACON_BUDGET_FACTOR = 4;
// Counts kept in memory; past it the least recently used start afresh, as after a restart, so a
// flood of addresses costs bounded memory.
const MAX_KEYS = 20_000;

/**
 * Installs the per-IP rate limits on `app` (call it before registering routes): a route opts in
 * with `config: { rateLimitBudget: "write" }`. The limit runs after the route's scope hooks, so
 * callers without the API credentials are turned away before they are counted. Past the budget
 * the answer is 429 with `retry-after` and `x-ratelimit-limit`, `-remaining` and `-reset`.
 * Counts are kept by @fastify/rate-limit, in memory or in Redis. Answers the counter of the
 * hourly lead counts (`leads/lead-volume.ts`), kept in the same place.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<RateCounter> {
  const redis =
    settings.redisUrl === undefined
      ? undefined
      : await connectRedis(app, settings.redisUrl, "rate limit store");
  // With Redis, every count goes through one counter that falls back to this process's memory
  // while Redis is away: a limit never steps aside.
  const sharedCounter =
    redis === undefined
      ? undefined
      : withLocalFallback(
          createRedisRateCounter(redis),
          createMemoryRateCounter({ maxKeys: MAX_KEYS, now: settings.now }),
          () => isShared(redis),
        );

  const budgets: Record<RateLimitBudget, number> = {
    write: settings.writesPerMinute,
    emailCheck: settings.writesPerMinute * EMAIL_CHECK_BUDGET_FACTOR,
    beacon: settings.writesPerMinute * BEACON_BUDGET_FACTOR,
  };
  // The hook is only on routes that name a budget.
  const budgetOf = (request: FastifyRequest) =>
    request.routeOptions.config.rateLimitBudget ?? "write";

  await app.register(fastifyRateLimit, {
    // Only the routes that name a budget are limited, by the hook added below.
    global: false,
    max: (request) => budgets[budgetOf(request)],
    timeWindow: WINDOW_MS,
    // The budget leads the key, so each budget has its own counts in the one store; in Redis they
    // sit beside the hourly lead counts, as `site-rate-limit:write:<address>`.
    keyGenerator: (request) => `${budgetOf(request)}:${rateLimitAddress(request)}`,
    // Our own counter even without Redis: the plugin's memory store answers every request with
    // the key's one mutable record, so in a burst each request reads the count after the others
    // have added theirs, and all of them are refused once the last one goes over the limit.
    store: rateLimitStoreOf(
      sharedCounter ?? createMemoryRateCounter({ maxKeys: MAX_KEYS, now: settings.now }),
    ),
    // Answers within the budget carry no rate-limit headers: no client of the API reads them,
    // and every save would pay for them (see registerSecurityHeaders).
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE),
  });

  // The plugin's own hook, added to the routes that name a budget after their scope's hooks. A
  // route's `config.rateLimit` would instead count each route apart in memory, where a budget is
  // shared by its routes.
  const limit = app.rateLimit() as onRequestHookHandler;
  app.addHook("onRoute", (route) => {
    if (route.config?.rateLimitBudget === undefined) return;
    const hooks = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(hooks) ? hooks : [hooks]), limit];
  });

  return sharedCounter ?? createMemoryRateCounter({ now: settings.now });
}

// IPv6 clients are counted per /64, the block one subscriber line usually gets: otherwise a
// visitor could take a fresh address from their block for every request.
const IPV6_PREFIX_GROUPS = 4;

/** The address a budget belongs to: the client IP, IPv6 addresses reduced to their /64. */
export function rateLimitAddress(request: FastifyRequest): string {
  const ip = clientIp(request);
  if (!ip.includes(":") || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, IPV6_PREFIX_GROUPS).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros; a zone (`%eth0`) is dropped. */
function expandIPv6(ip: string): string[] {
  const [address = ""] = ip.toLowerCase().split("%");
  const [head = "", tail] = address.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; the /64 prefix never reaches it.
  const width = (list: string[]) => list.length + (list.at(-1)?.includes(".") ? 1 : 0);
  const missing = Math.max(0, 8 - width(left) - width(right));
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    group.includes(".") ? group : group.replace(/^0+(?=.)/, ""),
  );
}
