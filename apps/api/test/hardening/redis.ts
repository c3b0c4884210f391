import { Redis } from "ioredis";

export const REDIS_URL = process.env.REDIS_URL_TEST ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Whether the Redis suites can run; they are skipped, loudly, when nothing answers. */
export const withRedis = await redisAnswers();
if (!withRedis) {
  console.warn(`\n*** Redis tests were SKIPPED: nothing answered at ${REDIS_URL} ***\n`);
}
