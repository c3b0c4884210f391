// Draws the link-preview image (public/share-card.png, 1200 × 630) from app/content/share-card-copy.ts
// in Debian's Chromium. Run it after changing that copy or the brand colours, then commit the PNG:
//   npx tsx apps/web/scripts/render-share-card.ts
import { fileURLToPath } from "node:url";
import { shareImage } from "../app/content/share-card";
import { shareCardCopy } from "../app/content/share-card-copy";
import { screenshotHtml } from "./screenshot-html";

const output = fileURLToPath(new URL(`../public${shareImage.path}`, import.meta.url));

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// The brand mark of components/brand-logo, drawn large and light on the brand blue.
const mark = `<svg viewBox="0 0 32 32" width="132" height="132" aria-hidden="true">
  <rect width="32" height="32" rx="7" fill="#fff"/>
  <path d="M9 8v16M9 16l9-8M9 16l9 8" stroke="#0a4fa3" stroke-width="3" fill="none"/>
  <circle cx="23" cy="16" r="3" fill="#f59e0b"/>
</svg>`;

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body {
    box-sizing: border-box; width: ${shareImage.width}px; height: ${shareImage.height}px;
    padding: 72px 88px; display: flex; flex-direction: column; justify-content: space-between;
    background: linear-gradient(135deg, #0a4fa3 0%, #0a4fa3 55%, #083d7e 55%, #083d7e 100%);
    color: #fff; font-family: "Liberation Sans", "DejaVu Sans", sans-serif;
  }
  .brand { display: flex; align-items: center; gap: 40px; }
  .eyebrow { margin: 0 0 12px; font-size: 30px; color: #cfe0f7; letter-spacing: 0.02em; }
  h1 { margin: 0; font-size: 96px; line-height: 1; }
  .text { margin: 0; max-width: 900px; font-size: 46px; line-height: 1.25; }
  .footer { display: flex; align-items: center; gap: 20px; font-size: 30px; color: #cfe0f7; }
  .footer::before { content: ""; width: 72px; height: 8px; border-radius: 4px; background: #f59e0b; }
</style></head><body>
  <div class="brand">${mark}<div>
    <p class="eyebrow">${escapeHtml(shareCardCopy.eyebrow)}</p>
    <h1>${escapeHtml(shareCardCopy.heading)}</h1>
  </div></div>
  <p class="text">${escapeHtml(shareCardCopy.text)}</p>
  <p class="footer">${escapeHtml(shareCardCopy.footer)}</p>
</body></html>`;

await screenshotHtml(html, shareImage, output);
console.log(`render-share-card: wrote ${output}`);
