import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until all of it reacts to input. Pages are static HTML whose interactive
 * parts hydrate as islands: those on the first screen after `load` (the page's script marks
 * <html data-hydrated> once they have, apps/web/app/layouts/page-ready.ts), those below it when
 * they come into view. The visitor's scroll through the page is played here, then undone, so a
 * test starts at the top of a page whose every island is ready.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await hydrateIslandsBelowTheFirstScreen(page);
  return response;
}

const ISLAND_WAITING_FOR_VIEW = 'astro-island[ssr][client="visible"]';

/** Scrolls to the first island still waiting to be seen; how many were waiting, 0 when none. */
const scrollToWaitingIsland = (page: Page) =>
  page.evaluate((selector) => {
    const waiting = document.querySelectorAll(selector);
    const island = waiting[0];
    // An island is `display: contents`: its first element is what comes into view.
    (island?.firstElementChild ?? island)?.scrollIntoView({ block: "center", behavior: "instant" });
    return waiting.length;
  }, ISLAND_WAITING_FOR_VIEW);

async function hydrateIslandsBelowTheFirstScreen(page: Page) {
  for (let waiting = await scrollToWaitingIsland(page); waiting > 0; ) {
    const before = waiting;
    await expect
      .poll(() => page.locator(ISLAND_WAITING_FOR_VIEW).count(), { message: "an island hydrates" })
      .toBeLessThan(before);
    waiting = await scrollToWaitingIsland(page);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
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
