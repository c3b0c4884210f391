import { expect, type Frame, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { routesWithLayout, routesWithoutLayout } from "./spec-routes";

const VIOLATION_PREFIX = "csp-violation:";

// Policies and headers are the same whatever the viewport: one browser project is enough.
test.skip(({ isMobile }) => isMobile, "headers do not depend on the viewport");

/**
 * Records every Content-Security-Policy violation of the page and of its frames: the browser's
 * own console report ("Refused to ... because it violates the following Content Security Policy
 * directive") and each `securitypolicyviolation` event, logged by a script the policy cannot block.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript((prefix) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  }, VIOLATION_PREFIX);
  page.on("console", (message) => {
    const text = message.text();
    if (text.startsWith(VIOLATION_PREFIX) || text.includes("Content Security Policy")) {
      violations.push(`${message.location().url}: ${text}`);
    }
  });
  return violations;
}

/**
 * True once the page's script has run and every island on it has hydrated (Astro drops an
 * island's `ssr` attribute when it has; the page marks <html data-hydrated>).
 */
const isHydrated = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.hasAttribute("data-hydrated") &&
      document.querySelector("astro-island[ssr]") === null,
  );

/** Opens a page served with its policy and waits until it has hydrated and finished loading. */
async function openHydrated(page: Page, path: string, status = 200) {
  const response = await gotoHydrated(page, path);
  expect(response?.status(), path).toBe(status);
  expect(response?.headers()["content-security-policy"], path).toContain("script-src 'self'");
  await page.waitForLoadState("load");
}

/** Whether the document's effective Permissions-Policy (as Chromium exposes it) allows `feature`. */
const allowsFeature = (target: Page | Frame, feature: string) =>
  target.evaluate(
    (name) =>
      (
        document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }
      ).featurePolicy?.allowsFeature(name),
    feature,
  );

test.describe("content security policy", () => {
  for (const path of [...routesWithLayout, ...routesWithoutLayout]) {
    test(`${path} runs and hydrates with no policy violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      await openHydrated(page, path);
      expect(violations).toEqual([]);
    });
  }

  test("the not-found page hydrates with no policy violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await openHydrated(page, "/no-such-page", 404);
    expect(violations).toEqual([]);
  });

  test("every blog article page hydrates with no policy violation", async ({ page, request }) => {
    // The article list comes from the API, with the credentials the site itself is given.
    const siteConfig = await (await request.get("/config.js")).text();
    const basicAuth = /"basicAuth":"([^"]+)"/.exec(siteConfig)?.[1];
    const articles: string[] = [];
    for (let listPage = 1; ; listPage++) {
      const response = await request.get(`/api/getbloglistpg/${listPage}`, {
        headers: { authorization: `Basic ${basicAuth}` },
      });
      const items = (await response.json()) as { id: string }[];
      if (items.length === 0) break;
      articles.push(...items.map((item) => `/kf-blog/${encodeURIComponent(item.id)}`));
    }
    expect(articles.length).toBeGreaterThan(0);
    const violations = await watchViolations(page);
    for (const article of articles) await openHydrated(page, article);
    expect(violations).toEqual([]);
  });

  test("a form works client-side under the policy", async ({ page }) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, "/index");
    const form = page.getByRole("form", { name: "Contact form" });
    const submit = form.getByRole("button", { name: "Submit Request" });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByRole("alert")).toHaveText("Please fill all required fields");
    expect(violations).toEqual([]);
  });

  test("a page opened from a link runs its scripts under the policy", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/sitemap");
    await expect.poll(() => isHydrated(page)).toBe(true);
    // Every link is a page load: a static page's script, then a hydrated page's modules.
    await page.locator('a[href="/development"]').first().click();
    await expect(page).toHaveURL(/\/development$/);
    await expect.poll(() => isHydrated(page)).toBe(true);
    expect(violations).toEqual([]);
  });

  test("the voice-agent widget runs in its frame with no policy violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/voice-agent");
    const widget = page.frameLocator('iframe[src="/voice-agent/widget.html"]');
    await widget.getByRole("button", { name: "Start talking" }).click();
    await expect(widget.getByRole("button", { name: "End call" })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe("permissions policy", () => {
  test("the voice-agent page and its widget frame may ask for the microphone", async ({ page }) => {
    await page.goto("/voice-agent");
    expect(await allowsFeature(page, "microphone")).toBe(true);
    const widget = page.frameLocator('iframe[src="/voice-agent/widget.html"]');
    await expect(widget.getByRole("button", { name: "Start talking" })).toBeVisible();
    const frame = page.frame({ url: /\/voice-agent\/widget\.html$/ });
    expect(frame).not.toBeNull();
    if (frame) expect(await allowsFeature(frame, "microphone")).toBe(true);
  });

  test("other pages may not use the microphone or the camera", async ({ page }) => {
    await page.goto("/index");
    expect(await allowsFeature(page, "microphone")).toBe(false);
    expect(await allowsFeature(page, "camera")).toBe(false);
  });

  test("no page may be framed, not even by the site itself, except the widget", async ({
    page,
    request,
  }) => {
    const response = await request.get("/index");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-frame-options"]).toBe("SAMEORIGIN");
    // A page of the site framing another page (not the widget) is refused too.
    const violations = await watchViolations(page);
    await page.goto("/voice-agent");
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.src = "/about";
      document.body.append(frame);
    });
    await expect
      .poll(() => violations.some((violation) => violation.includes("frame-ancestors")))
      .toBe(true);
  });
});
