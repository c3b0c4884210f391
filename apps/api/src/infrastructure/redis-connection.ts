import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { dependencyHealthOf } from "./dependency-health";

const REDIS_CONNECT_TIMEOUT_MS = 2000;

/**
 * Connects to Redis for state shared between instances (`purpose` names it in the logs and the
 * health check); the connection closes with the app. A failed first connection fails the start.
 * While Redis is away the callers count in this process (see `isShared`), the health check says
 * so, and the log has one line when it goes and one when it returns, however many requests come
 * in between.
 */
export async function connectRedis(
  app: FastifyInstance,
  url: string,
  purpose: string,
): Promise<Redis> {
  const health = dependencyHealthOf(app);
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail a command at once while disconnected rather than hold the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  let closing = false;
  let errorsWhileAway = 0;
  const wentAway = (reason: string, error?: unknown) => {
    if (closing) return;
    if (health.down(purpose, reason)) {
      errorsWhileAway = 0;
      app.log.warn({ err: error }, `${purpose}: Redis unavailable, counting in this process`);
    } else {
      errorsWhileAway++;
    }
  };
  redis.on("error", (error: Error) => wentAway(`Redis unavailable: ${error.message}`, error));
  redis.on("close", () => wentAway("Redis connection closed"));
  redis.on("ready", () => {
    if (health.up(purpose)) {
      app.log.info({ errorsWhileAway }, `${purpose}: Redis available again, counts shared`);
    }
  });
  try {
    await redis.connect();
  } catch (error) {
    // Stop the reconnect attempts, or they would keep a failed start alive.
    closing = true;
    redis.disconnect();
    throw error;
  }
  app.addHook("onClose", async () => {
    closing = true;
    // While Redis is unreachable QUIT cannot be sent; dropping the connection must not fail the
    // shutdown.
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** Whether a command sent now would reach Redis; counters use their own process's count if not. */
export const isShared = (redis: Redis) => redis.status === "ready";
