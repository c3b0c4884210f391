// A redis-server of the benchmark's own on a free port, without persistence, so a benchmark can
// kill it and start it again without touching a shared one.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { freePort } from "./server-process.mjs";

const READY_TIMEOUT_MS = 10_000;

/** Why no Redis of our own can be started here, or undefined when one can. */
export function ownRedisUnavailable() {
  return spawnSync("redis-server", ["--version"]).status === 0
    ? undefined
    : "no redis-server (apt-get install -y redis-server)";
}

async function spawnRedis(port) {
  const redis = spawn("redis-server", [
    ...["--port", String(port), "--bind", "127.0.0.1"],
    ...["--save", "", "--appendonly", "no"],
  ]);
  const killAtExit = () => redis.kill("SIGKILL");
  process.once("exit", killAtExit);
  redis.once("exit", () => process.off("exit", killAtExit));
  let output = "";
  redis.stdout.on("data", (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!output.includes("Ready to accept connections")) {
    if (Date.now() > deadline || redis.exitCode !== null) {
      redis.kill("SIGKILL");
      throw new Error(`redis-server did not start on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return redis;
}

/** Starts Redis; answers its URL, `kill()` (SIGKILL) and `start()` again on the same port. */
export async function startOwnRedis() {
  const port = await freePort();
  let redis = await spawnRedis(port);
  const kill = async () => {
    if (redis.exitCode !== null || redis.signalCode !== null) return;
    const exited = once(redis, "exit");
    redis.kill("SIGKILL");
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    async start() {
      redis = await spawnRedis(port);
    },
    remove: kill,
  };
}
