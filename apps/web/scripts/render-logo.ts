// Draws the logo PNG (app/content/logo-image.ts) from the brand mark in public/favicon.svg, in
// Debian's Chromium. Run it after changing the mark, then commit the PNG:
//   npx tsx apps/web/scripts/render-logo.ts
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { logoImage } from "../app/content/logo-image";
import { screenshotHtml } from "./screenshot-html";

const mark = readFileSync(new URL("../public/favicon.svg", import.meta.url), "utf8");
const output = fileURLToPath(new URL(`../public${logoImage.path}`, import.meta.url));

const html = `<!doctype html><html><head><style>
  html, body { margin: 0; background: transparent; }
  svg { display: block; width: ${logoImage.width}px; height: ${logoImage.height}px; }
</style></head><body>${mark}</body></html>`;

await screenshotHtml(html, logoImage, output, { transparent: true });
console.log(`render-logo: wrote ${output}`);
