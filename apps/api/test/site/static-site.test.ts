import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";
import { useWebRoot } from "../helpers/web-root";

describe.each(testDatabases)("the static site on $name", (kind) => {
  const webRoot = useWebRoot();
  const { app } = useTestApp(kind, { env: () => ({ WEB_ROOT: webRoot.root }) });

  it("redirects / to /index permanently", async () => {
    const response = await app.inject({ url: "/" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/index");
  });

  it("redirects a trailing slash away, keeping the query", async () => {
    const response = await app.inject({ url: "/about/?utm_source=mail" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/about?utm_source=mail");
  });

  it.each([
    ["/index", "Kaizen Fusion"],
    ["/about", "About us"],
    ["/IOT", "IoT solutions"],
  ])("serves the prerendered page of %s uncached", async (url, text) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain(text);
  });

  it("answers routes case-sensitively", async () => {
    const response = await app.inject({ url: "/iot" });
    expect(response.statusCode).toBe(404);
  });

  it.each(["/empcard", "/empcard/98100 12345", "/empcard/98100%2012345"])(
    "serves the employee card shell for %s",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("empcard-shell");
    },
  );

  it.each(["/no-such-page", "/about/team", "/favicon-missing.ico"])(
    "answers %s with the 404 page",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("Page Not Found");
    },
  );

  it("answers a missing page without piling up listeners on the response", async () => {
    // Node warns of a possible memory leak once a response holds more than ten "close" listeners;
    // every hand-over of a reply that is not sent yet (an async handler returning it, the
    // not-found handler called from a route) adds two.
    const warnings: string[] = [];
    const collect = (warning: Error) => warnings.push(warning.name);
    process.on("warning", collect);
    try {
      for (const encoding of ["br", "gzip", "identity"]) {
        const response = await app.inject({
          url: "/no-such-page",
          headers: { "accept-encoding": encoding },
        });
        expect(response.statusCode).toBe(404);
        expect(response.body.length).toBeGreaterThan(0);
      }
      // Node emits a warning on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", collect);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.inject({ url: "/assets/x-abc.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe('console.log("app");');
  });

  it("gives other files a short cache", async () => {
    const response = await app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("revalidates the voice-agent widget's unhashed modules, so a deploy never mixes versions", async () => {
    const response = await app.inject({ url: "/voice-agent/widget.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("sends the brotli sibling to browsers that accept it", async () => {
    const response = await app.inject({
      url: "/assets/x-abc.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app");');
  });

  it("sends the gzip sibling when brotli is not accepted", async () => {
    const response = await app.inject({
      url: "/assets/x-abc.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe('console.log("app");');
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/about" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe("");
  });

  it.each([
    "/..%2f..%2fetc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/..%2f..%2f..%2fetc/passwd",
    "/..%5c..%5cetc/passwd",
    "/.env",
  ])("does not serve %s", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("root:");
    expect(response.body).not.toContain("SECRET");
  });

  it("never redirects to another host", async () => {
    const response = await app.inject({ url: "//evil.example/" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it("sends security headers with the page's CSP", async () => {
    const response = await app.inject({ url: "/index" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
  });
});
