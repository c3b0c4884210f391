import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { API_CALLS } from "@site/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { listeningUrl, useServerProcesses } from "../helpers/server-process";
import { basicAuth } from "../helpers/test-app";
import { validPayloads } from "../leads/lead-fixtures";

// A Redis of the test's own, on a free port, so it can be killed without touching the shared one.
const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;
if (!hasRedisServer) console.warn("\n*** Redis outage tests were SKIPPED: no redis-server ***\n");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"]);
  let output = "";
  redis.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let waited = 0; !output.includes("Ready to accept connections"); waited += 50) {
    if (waited > 10_000) throw new Error(`redis-server did not start:\n${output}`);
    await sleep(50);
  }
  return redis;
}

const count = (text: string, pattern: RegExp) =>
  text.split("\n").filter((line) => pattern.test(line)).length;

describe.skipIf(!hasRedisServer)("a Redis outage", () => {
  const servers = useServerProcesses("site-api-redis-");
  let redis: ChildProcess | undefined;
  afterEach(() => {
    redis?.kill("SIGKILL");
  });

  it("keeps limiting in each process, reports degraded, and logs once when Redis goes and once when it returns", async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const server = servers.start(
      servers.env("redis-outage.db", {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        RATE_LIMIT_WRITES_PER_MIN: "3",
      }),
    );
    const url = await listeningUrl(server);
    const save = () =>
      fetch(`${url}${API_CALLS.saveLead.path}`, {
        method: "POST",
        headers: { authorization: basicAuth(), "content-type": "application/json" },
        body: JSON.stringify(validPayloads.SaveLead),
      }).then((answer) => answer.status);
    const health = () =>
      fetch(`${url}/healthz`).then((answer) => answer.json() as Promise<{ status: string }>);

    expect(await health()).toEqual({ status: "ok" });
    redis.kill("SIGKILL");
    await sleep(500);

    // Forty saves from one address while Redis is away: the limit of 3 a minute still holds.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt++) statuses.push(await save());
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429]));
    expect(await health()).toEqual({
      status: "degraded",
      degraded: expect.arrayContaining([
        { dependency: "rate limit store", reason: expect.stringMatching(/^Redis/) },
      ]),
    });

    redis = await startRedis(port);
    for (let waited = 0; (await health()).status !== "ok"; waited += 200) {
      if (waited > 15_000)
        throw new Error(`the server never saw Redis return:\n${server.output()}`);
      await sleep(200);
    }

    const log = server.output();
    expect(count(log, /rate limit store: Redis unavailable/)).toBe(1);
    expect(count(log, /rate limit store: Redis available again/)).toBe(1);
    expect(log).not.toMatch(/Stream isn't writeable/);
    expect(count(log, /"level":40/)).toBeLessThanOrEqual(4);
  });
});
