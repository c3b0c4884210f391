import type { AppConfig } from "../../config";

// Node checks its connections' clocks on an interval, 30 s unless told otherwise, so a limit is
// enforced up to one interval late; a tenth of the shorter limit keeps that lateness small.
const CHECKS_PER_LIMIT = 10;
const MIN_CHECK_INTERVAL_MS = 100;

/**
 * The Fastify options that bound how long a request may take to arrive: its headers within
 * `headersTimeoutSeconds`, all of it within `requestTimeoutSeconds` (see config.ts for the
 * defaults and why). A request still arriving then is answered 408 and its connection closed.
 * Fastify's own default is no limit at all, so a body sent a few bytes at a time held its
 * connection forever.
 */
export function httpTimeouts(
  config: Pick<AppConfig, "headersTimeoutSeconds" | "requestTimeoutSeconds">,
) {
  const headersTimeout = config.headersTimeoutSeconds * 1000;
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    http: {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(
        MIN_CHECK_INTERVAL_MS,
        Math.min(headersTimeout, requestTimeout) / CHECKS_PER_LIMIT,
      ),
    },
  };
}
