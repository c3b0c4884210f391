import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it. The prerendered HTML paints first and its
 * script is requested afterwards (apps/web/scripts/paint-first.mjs), so `load` comes before the
 * page reacts to clicks and keys; the app marks <html data-hydrated> once it does.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
