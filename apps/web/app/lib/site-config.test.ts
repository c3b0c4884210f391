import { afterEach, describe, expect, it, vi } from "vitest";
import { getSiteConfig, SiteConfigError, siteConfigSettled } from "./site-config";

const config = { apiBase: "", basicAuth: "c2l0ZTpzZWNyZXQ=", ipLookupUrl: "/api/ip" };

function fakeBrowser(readyState: DocumentReadyState, siteConfig?: object) {
  const documentEvents = new EventTarget();
  const windowEvents = new EventTarget();
  const document = Object.assign(documentEvents, { readyState });
  const window = Object.assign(windowEvents, { __SITE_CONFIG__: siteConfig });
  vi.stubGlobal("document", document);
  vi.stubGlobal("window", window);
  return { document, window };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("getSiteConfig", () => {
  it("returns the configuration written by /config.js", () => {
    fakeBrowser("complete", config);
    expect(getSiteConfig()).toEqual(config);
  });

  it("fails with a clear error when /config.js did not load", () => {
    fakeBrowser("complete");
    expect(() => getSiteConfig()).toThrow(SiteConfigError);
    expect(() => getSiteConfig()).toThrow("/config.js did not load");
  });

  it("fails when a field is missing", () => {
    fakeBrowser("complete", { apiBase: "", ipLookupUrl: "/api/ip" });
    expect(() => getSiteConfig()).toThrow("incomplete");
  });
});

describe("siteConfigSettled", () => {
  it("waits for DOMContentLoaded while deferred scripts may still run", async () => {
    const { document, window } = fakeBrowser("interactive");
    let settled = false;
    const waiting = siteConfigSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    window.__SITE_CONFIG__ = config;
    document.dispatchEvent(new Event("DOMContentLoaded"));
    await waiting;
    expect(settled).toBe(true);
  });

  it("settles at once when the configuration is already there", async () => {
    fakeBrowser("loading", config);
    await expect(siteConfigSettled()).resolves.toBeUndefined();
  });
});
