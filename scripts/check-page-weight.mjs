#!/usr/bin/env node
// Size budget of the built site, run by `npm test`: the JavaScript a page loads before it becomes
// interactive (module scripts, module preloads and inline scripts), gzip-compressed, must stay
// within the budget on every prerendered page. A size check, not a timing.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 130 * 1024;
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = resolve(
  root,
  process.env.WEB_ROOT ?? join("apps/web", process.env.WEB_BUILD_DIR ?? "build", "client"),
);

if (!existsSync(clientDir)) {
  console.error(`No build at ${clientDir}: run npm run build first.`);
  process.exit(1);
}

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const assetSizes = new Map();
function assetGzipSize(href) {
  if (!assetSizes.has(href)) {
    const file = join(clientDir, href.replace(/^\//, ""));
    assetSizes.set(href, existsSync(file) ? gzipSize(readFileSync(file)) : 0);
  }
  return assetSizes.get(href);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

function initialJavaScript(html) {
  const hrefs = new Set();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    hrefs.add(match[1]);
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
    hrefs.add(match[1]);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) hrefs.add(match[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join("\n");
  let bytes = inline ? gzipSize(Buffer.from(inline)) : 0;
  for (const href of hrefs) bytes += assetGzipSize(href);
  return bytes;
}

const rows = htmlFiles(clientDir)
  .map((file) => {
    const page = `/${relative(clientDir, file).replace(/(^|\/)index\.html$/, "")}`;
    return { page, bytes: initialJavaScript(readFileSync(file, "utf8")) };
  })
  .sort((a, b) => b.bytes - a.bytes);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const over = rows.filter((row) => row.bytes > BUDGET_BYTES);
console.log(`Initial JavaScript per page (gzip), budget ${kb(BUDGET_BYTES)}:`);
for (const row of rows.slice(0, 8)) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.page}`);
console.log(`  … ${rows.length} pages in all, smallest ${kb(rows.at(-1)?.bytes ?? 0)}`);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => `${row.page} (${kb(row.bytes)})`).join(", ")}`);
  process.exit(1);
}
