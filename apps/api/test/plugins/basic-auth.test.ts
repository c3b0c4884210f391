import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicAuthGuard } from "../../src/plugins/basic-auth";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";

describe("basicAuthGuard", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    app.addHook("onRequest", basicAuthGuard({ user: "site", password: "pa:ss word" }));
    app.get("/secret", async () => ({ ok: true }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it("lets the right credentials through", async () => {
    const response = await app.inject({
      url: "/secret",
      headers: { authorization: basicAuth("site", "pa:ss word") },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it.each([
    ["lower case", basicAuth("site", "pa:ss word").replace("Basic", "basic")],
    ["several spaces", basicAuth("site", "pa:ss word").replace("Basic ", "Basic   ")],
  ])("accepts the right credentials written in %s", async (_case, authorization) => {
    const response = await app.inject({ url: "/secret", headers: { authorization } });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ["no header", undefined],
    ["the right header with one character changed", basicAuth("site", "pa:ss wore")],
    ["a wrong password", basicAuth("site", "pa:ss")],
    ["a wrong user", basicAuth("admin", "pa:ss word")],
    ["another scheme", "Bearer c2l0ZTpwYTpzcyB3b3Jk"],
    ["garbage", "Basic !!!"],
  ])("answers 401 to %s", async (_case, authorization) => {
    const response = await app.inject({
      url: "/secret",
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Basic realm="site"');
    expect(response.json()).toEqual({ message: "Authentication required" });
  });
});

describe.each(testDatabases)("the /api guard on $name", (kind) => {
  const { app } = useTestApp(kind, {
    env: { API_BASIC_USER: "webclient", API_BASIC_PASSWORD: "a-long-shared-secret" },
  });

  it("refuses calls without credentials or with the development defaults", async () => {
    for (const headers of [{}, { authorization: basicAuth() }]) {
      const response = await app.inject({ method: "POST", url: "/api/contact", headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Basic realm="site"');
      expect(response.json()).toEqual({ message: "Authentication required" });
    }
  });

  it("lets configured credentials past the guard", async () => {
    const response = await app.inject({
      url: "/api/no-such-call",
      headers: { authorization: basicAuth("webclient", "a-long-shared-secret") },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("guards percent-encoded spellings of /api too", async () => {
    const response = await app.inject({ url: "/%61pi/no-such-call" });
    expect(response.statusCode).toBe(401);
  });

  it("keeps GET /api/ip public", async () => {
    const response = await app.inject({ url: "/api/ip" });
    expect(response.statusCode).toBe(200);
  });
});
