import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until it reacts to input. Pages are static HTML whose interactive parts
 * hydrate as islands after `load` (on load or when the browser is idle); the page's script marks
 * <html data-hydrated> once every such island has (apps/web/app/layouts/page-ready.ts).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Console errors and uncaught exceptions of the page, hydration mismatches among them. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
