import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";

// The first screen of each page family on desktop and phone, compared with the pictures in
// visual.spec.ts-snapshots/: a change that breaks a layout fails here. The tolerance absorbs
// anti-aliasing differences between runs, not a moved block. After an intended change of design,
// refresh them with `npx playwright test tests/visual.spec.ts --update-snapshots` and look at them.

const FAMILIES = [
  ["home", "/index"],
  ["about", "/about"],
  ["services", "/services"],
  ["product", "/hr-payroll"],
  ["product-ai", "/qualetics-ai"],
  ["checklist", "/healthcare-checklist"],
  ["estimate", "/estimate-builder"],
  ["careers", "/job-portal"],
  ["partner", "/become-a-partner"],
  ["faq", "/faq"],
  ["not-found", "/no-such-page"],
] as const;

for (const [family, path] of FAMILIES) {
  test(`${family} looks as designed`, async ({ page }) => {
    await gotoHydrated(page, path);
    // Fonts are self-hosted; the picture is taken with the brand face, never the fallback.
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${family}.png`, {
      animations: "disabled",
      caret: "hide",
      scale: "css",
      maxDiffPixelRatio: 0.01,
    });
  });
}
