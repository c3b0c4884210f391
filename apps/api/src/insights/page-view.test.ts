import { describe, expect, it } from "vitest";
import { hostOf, pageViewOf, type ServedRequest } from "./page-view";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SITE = new Set(["kaizenfusion.in"]);

const served = (overrides: Partial<ServedRequest> = {}): ServedRequest => ({
  method: "GET",
  url: "/about",
  headers: { "user-agent": CHROME, "sec-fetch-dest": "document" },
  ip: "203.0.113.7",
  statusCode: 200,
  contentType: "text/html; charset=utf-8",
  ...overrides,
});

describe("pageViewOf", () => {
  it("counts a person's page view, arriving from another site", () => {
    const view = pageViewOf(
      served({ headers: { "user-agent": CHROME, referer: "https://www.google.com/search?q=erp" } }),
      SITE,
    );
    expect(view).toEqual({
      path: "/about",
      arrival: { referrerHost: "google.com", utmSource: "", utmMedium: "", utmCampaign: "" },
      ip: "203.0.113.7",
      userAgent: CHROME,
    });
  });

  it("keeps a campaign's utm fields and treats a typed address as an arrival", () => {
    const view = pageViewOf(
      served({ url: "/?utm_source=linkedin&utm_medium=social&utm_campaign=ai-launch" }),
      SITE,
    );
    // The root redirects to the home page, so its views count as the home page's.
    expect(view?.path).toBe("/index");
    expect(view?.arrival).toEqual({
      referrerHost: "",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "ai-launch",
    });
  });

  it("drops control characters from campaign fields", () => {
    const view = pageViewOf(
      served({ url: "/?utm_source=news%0Aletter%00&utm_campaign=%09q4" }),
      SITE,
    );
    expect(view?.arrival).toMatchObject({ utmSource: "newsletter", utmCampaign: "q4" });
  });

  it("counts a view within a visit without an arrival", () => {
    const view = pageViewOf(
      served({ headers: { "user-agent": CHROME, referer: "https://www.kaizenfusion.in/faq" } }),
      SITE,
    );
    expect(view?.arrival).toBeUndefined();
  });

  it.each([
    [
      "a search engine's crawler",
      served({
        headers: {
          "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        },
      }),
    ],
    [
      "a headless browser",
      served({ headers: { "user-agent": "Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36" } }),
    ],
    ["no browser named", served({ headers: {} })],
    ["a Chrome prefetch", served({ headers: { "user-agent": CHROME, "sec-purpose": "prefetch" } })],
    [
      "a Chrome prerender",
      served({ headers: { "user-agent": CHROME, "sec-purpose": "prefetch;prerender" } }),
    ],
    ["a Firefox prefetch", served({ headers: { "user-agent": CHROME, "x-moz": "prefetch" } })],
    [
      "a page in a frame",
      served({ headers: { "user-agent": CHROME, "sec-fetch-dest": "iframe" } }),
    ],
    ["a script", served({ url: "/assets/app-abc.js", contentType: "text/javascript" })],
    ["a missing page", served({ url: "/nope", statusCode: 404 })],
    ["a HEAD request", served({ method: "HEAD" })],
    ["the console", served({ url: "/admin/leads" })],
    ["the API", served({ url: "/api/blog/list" })],
    ["an address too long to be a page", served({ url: `/${"a".repeat(300)}` })],
  ])("does not count %s", (_what, request) => {
    expect(pageViewOf(request, SITE)).toBeUndefined();
  });

  it("counts every employee card under one page, not under the person's number", () => {
    expect(pageViewOf(served({ url: "/empcard/9876543210" }), SITE)?.path).toBe("/empcard");
  });

  it("drops a trailing slash so one page is one row", () => {
    expect(pageViewOf(served({ url: "/about/" }), SITE)?.path).toBe("/about");
  });
});

describe("hostOf", () => {
  it("answers the host without www, or nothing for what is not a URL", () => {
    expect(hostOf("https://www.LinkedIn.com/feed/")).toBe("linkedin.com");
    expect(hostOf("android-app://com.google.android.gm/")).toBe("com.google.android.gm");
    expect(hostOf("not a url")).toBeUndefined();
    expect(hostOf("")).toBeUndefined();
    expect(hostOf(undefined)).toBeUndefined();
  });
});
