import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("GET /config.js on $name", (kind) => {
  const { app } = useTestApp(kind, {
    env: {
      API_BASIC_USER: "webclient",
      API_BASIC_PASSWORD: "s3cret",
      IP_LOOKUP_URL: "https://ip.example.com/json",
    },
  });

  it("hands the browser the API settings of this run", async () => {
    const response = await app.inject({ url: "/config.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const basicAuth = Buffer.from("webclient:s3cret").toString("base64");
    expect(response.body).toBe(
      `window.__SITE_CONFIG__={"apiBase":"","basicAuth":"${basicAuth}","ipLookupUrl":"https://ip.example.com/json"}`,
    );
  });

  it("defines window.__SITE_CONFIG__ when run as a script", async () => {
    const response = await app.inject({ url: "/config.js" });
    const window: { __SITE_CONFIG__?: unknown } = {};
    runInNewContext(response.body, { window });
    expect(window.__SITE_CONFIG__).toMatchObject({ apiBase: "", ipLookupUrl: expect.any(String) });
  });
});
