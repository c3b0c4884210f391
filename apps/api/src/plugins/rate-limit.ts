import { isIPv6 } from "node:net";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { clientIp } from "../client-ip";
import { HttpError } from "../http-error";
import {
  createMemoryRateCounter,
  createRedisRateCounter,
  type RateCounter,
  type WindowCount,
} from "../services/rate-limit/rate-counter";
import { connectRedis } from "./redis-connection";

/** Per-IP budgets a route can draw on; every route of one budget shares its count. */
export type RateLimitBudget = "write" | "emailCheck";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Counts each request against the caller's per-minute budget: `"write"` for calls that
     * store something, `"emailCheck"` for the e-mail check.
     */
    rateLimitBudget?: RateLimitBudget;
  }
}

export interface RateLimitSettings {
  writesPerMinute: number;
  /** Shares the counts between server instances; each instance counts alone without it. */
  redisUrl: string | undefined;
  /** The clock of the in-memory windows, in milliseconds; tests move it on. */
  now?: () => number;
}

const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

const WINDOW_MS = 60_000;
// Every form checks the e-mail before it saves, and a visitor may retry a flagged address.
const EMAIL_CHECK_BUDGET_FACTOR = 4;

/**
 * Installs the per-IP rate limits on `app` (call it before registering routes): a route opts in
 * with `config: { rateLimitBudget: "write" }`. The limit runs after the route's scope hooks, so
 * callers without the API credentials are turned away before they are counted. Past the budget
 * the answer is 429 with `retry-after` and `x-ratelimit-limit`, `-remaining` and `-reset`.
 * Answers the counter, which other per-address counts share.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<RateCounter> {
  const counter =
    settings.redisUrl === undefined
      ? createMemoryRateCounter({ now: settings.now })
      : createRedisRateCounter(await connectRedis(app, settings.redisUrl, "rate limit store"));

  const limits: Record<RateLimitBudget, onRequestHookHandler> = {
    write: limitHook(app, counter, "write", settings.writesPerMinute),
    emailCheck: limitHook(
      app,
      counter,
      "emailCheck",
      settings.writesPerMinute * EMAIL_CHECK_BUDGET_FACTOR,
    ),
  };

  app.addHook("onRoute", (route) => {
    const budget = route.config?.rateLimitBudget;
    if (budget === undefined) return;
    const hooks = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(hooks) ? hooks : [hooks]), limits[budget]];
  });
  return counter;
}

/**
 * A callback-style hook, so that with the memory counter a request goes on without waiting for
 * a promise. A Redis outage must not stop leads: the limit is skipped until Redis answers again.
 */
function limitHook(
  app: FastifyInstance,
  counter: RateCounter,
  budget: RateLimitBudget,
  max: number,
): onRequestHookHandler {
  return (request, reply, done) => {
    const key = `${budget}:${rateLimitAddress(request)}`;
    let counted: WindowCount | Promise<WindowCount>;
    try {
      counted = counter.hit(key, WINDOW_MS);
    } catch (error) {
      app.log.warn({ err: error }, "rate limit skipped");
      return done();
    }
    if (!(counted instanceof Promise)) return done(applyLimit(reply, counted, max));
    counted.then(
      (count) => done(applyLimit(reply, count, max)),
      (error: unknown) => {
        app.log.warn({ err: error }, "rate limit skipped");
        done();
      },
    );
  };
}

/**
 * Past the budget, the error the request ends with, and when to come back. Answers within the
 * budget carry no rate-limit headers: no client of the API reads them, and every save would pay
 * for them (see registerSecurityHeaders).
 */
function applyLimit(reply: FastifyReply, { count, resetInMs }: WindowCount, max: number) {
  if (count <= max) return undefined;
  const resetInSeconds = String(Math.max(1, Math.ceil(resetInMs / 1000)));
  reply.header("x-ratelimit-limit", String(max));
  reply.header("x-ratelimit-remaining", "0");
  reply.header("x-ratelimit-reset", resetInSeconds);
  reply.header("retry-after", resetInSeconds);
  return new HttpError(429, RATE_LIMIT_MESSAGE);
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
