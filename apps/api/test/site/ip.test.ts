import type { FastifyInstance } from "fastify";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { createTestApp } from "../helpers/test-app";

describe.each(testDatabases)("GET /api/ip on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await kind.open();
    return () => database.dispose();
  });

  afterEach(async () => {
    await app?.close();
  });

  async function ipSeenBy(env: Record<string, string>, forwardedFor?: string): Promise<unknown> {
    app = await createTestApp(database, env);
    const response = await app.inject({
      url: "/api/ip",
      remoteAddress: "127.0.0.1",
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return response.json();
  }

  it("answers the connection's address without credentials", async () => {
    expect(await ipSeenBy({})).toEqual({ ip: "127.0.0.1" });
  });

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    expect(await ipSeenBy({}, "203.0.113.7")).toEqual({ ip: "127.0.0.1" });
    expect(await ipSeenBy({ TRUST_PROXY: "10.0.0.1" }, "203.0.113.7")).toEqual({
      ip: "127.0.0.1",
    });
  });

  it.each([
    ["a trusted address", "127.0.0.1"],
    ["a trusted CIDR list", "10.0.0.0/8, 127.0.0.0/8"],
    ["a hop count", "1"],
  ])("answers the client seen by the nearest proxy behind %s", async (_case, trustProxy) => {
    expect(await ipSeenBy({ TRUST_PROXY: trustProxy }, "198.51.100.4, 203.0.113.7")).toEqual({
      ip: "203.0.113.7",
    });
  });

  it("answers the first address of the chain when every proxy is trusted", async () => {
    expect(await ipSeenBy({ TRUST_PROXY: "true" }, "198.51.100.4, 203.0.113.7")).toEqual({
      ip: "198.51.100.4",
    });
  });

  it("reports IPv4 clients of a dual-stack socket in plain IPv4 form", async () => {
    app = await createTestApp(database);
    const response = await app.inject({ url: "/api/ip", remoteAddress: "::ffff:192.0.2.10" });
    expect(response.json()).toEqual({ ip: "192.0.2.10" });
  });
});
