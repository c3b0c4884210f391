// Draws the logo PNG (app/content/logo-image.ts) from the brand mark in public/favicon.svg, in
// Debian's Chromium. Run it after changing the mark, then commit the PNG:
//   npx tsx apps/web/scripts/render-logo.ts
// playwright-core comes with the e2e workspace; no browser is downloaded.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { logoImage } from "../app/content/logo-image";

const mark = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const output = fileURLToPath(new URL(`../public${logoImage.path}`, import.meta.url));

const html = `<!doctype html><html><head><style>
  html, body { margin: 0; background: transparent; }
  svg { display: block; width: ${logoImage.width}px; height: ${logoImage.height}px; }
</style></head><body>${mark}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({
    viewport: { width: logoImage.width, height: logoImage.height },
  });
  await page.setContent(html);
  await page.screenshot({ path: output, type: "png", omitBackground: true });
  console.log(`render-logo: wrote ${output}`);
} finally {
  await browser.close();
}
