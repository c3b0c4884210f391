import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { HttpError } from "../http-error";
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
}

const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";

const WINDOW_MS = 60_000;
// Every form checks the e-mail before it saves, and a visitor may retry a flagged address.
const EMAIL_CHECK_BUDGET_FACTOR = 4;

/**
 * Installs the per-IP rate limits on `app` (call it before registering routes): a route opts in
 * with `config: { rateLimitBudget: "write" }`. The limit runs after the route's scope hooks, so
 * callers without the API credentials are turned away before they are counted.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
): Promise<void> {
  const redis =
    settings.redisUrl === undefined
      ? undefined
      : await connectRedis(app, settings.redisUrl, "rate limit store");

  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: "site-rate-limit:",
    // A Redis outage must not stop leads: the limit is skipped until Redis answers again.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE),
  });

  const limiter = (budget: RateLimitBudget, max: number) =>
    app.rateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request: FastifyRequest) => `${budget}:${normalizeIP(request.ip)}`,
    }) as onRequestAsyncHookHandler;
  const limiters: Record<RateLimitBudget, onRequestAsyncHookHandler> = {
    write: limiter("write", settings.writesPerMinute),
    emailCheck: limiter("emailCheck", settings.writesPerMinute * EMAIL_CHECK_BUDGET_FACTOR),
  };

  app.addHook("onRoute", (route) => {
    const budget = route.config?.rateLimitBudget;
    if (budget === undefined) return;
    const hooks = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(hooks) ? hooks : [hooks]), limiters[budget]];
  });
}
