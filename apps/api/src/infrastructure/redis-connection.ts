import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

const REDIS_CONNECT_TIMEOUT_MS = 2000;

/**
 * Connects to Redis for state shared between instances (`purpose` names it in the logs); the
 * connection closes with the app. A failed first connection fails the start.
 */
export async function connectRedis(
  app: FastifyInstance,
  url: string,
  purpose: string,
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // Fail a command at once while disconnected rather than hold the request.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  redis.on("error", (error) => app.log.warn({ err: error }, `${purpose} unavailable`));
  try {
    await redis.connect();
  } catch (error) {
    // Stop the reconnect attempts, or they would keep a failed start alive.
    redis.disconnect();
    throw error;
  }
  app.addHook("onClose", async () => {
    // While Redis is unreachable QUIT cannot be sent; dropping the connection must not fail the
    // shutdown.
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
