import { once } from "node:events";
import { get, type IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { listeningUrl, useServerProcesses } from "./helpers/server-process";
import { LARGE_FILE_BYTES } from "./helpers/web-root";

function request(url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, resolve).on("error", reject);
  });
}

describe("the server process", () => {
  const servers = useServerProcesses("site-api-server-");
  const baseEnv = () => servers.env("site.db");

  it("finishes a download in flight on SIGTERM, then exits 0", async () => {
    const server = servers.start(baseEnv());
    const url = await listeningUrl(server);

    const response = await request(`${url}/pdf/large.pdf`);
    expect(response.statusCode).toBe(200);
    response.pause();
    server.child.kill("SIGTERM");

    // The download is held open on purpose: the process must wait for it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.child.exitCode).toBeNull();

    let received = 0;
    response.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
    response.resume();
    await once(response, "end");
    expect(received).toBe(LARGE_FILE_BYTES);
    expect(await server.exitCode).toBe(0);
    expect(server.output()).toContain("shutting down");
  });

  it("exits 0 on SIGINT when idle, after migrating and serving", async () => {
    const server = servers.start(baseEnv());
    const url = await listeningUrl(server);
    const health = await request(`${url}/healthz`);
    expect(health.statusCode).toBe(200);
    health.resume();
    server.child.kill("SIGINT");
    expect(await server.exitCode).toBe(0);
  });

  it("refuses to start with a bad variable, naming it, and exits 1", async () => {
    const server = servers.start({ ...baseEnv(), PORT: "http" });
    expect(await server.exitCode).toBe(1);
    expect(server.output()).toContain("PORT: must be a whole number from 0 to 65535");
  });

  it("refuses to start in production with the development password", async () => {
    const server = servers.start({ ...baseEnv(), NODE_ENV: "production" });
    expect(await server.exitCode).toBe(1);
    expect(server.output()).toContain("API_BASIC_PASSWORD");
  });
});
