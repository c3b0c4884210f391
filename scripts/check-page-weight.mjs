#!/usr/bin/env node
// Size budget of the built site, run by `npm test`: the JavaScript a page loads to become
// interactive (its inline and module scripts, its islands' component and renderer modules and
// every module those import statically), gzip-compressed, must stay within the page's budget.
// Modules an island imports on demand (a form's submit pipeline) are not counted: they load when
// first used. A size check, not a timing.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// A page with nothing interactive gets a few lines of script for the header; a page with React
// islands gets React and its islands; the voice-agent widget's frame is a page of its own, plain
// script without React (docs/decisions/012). The site search's opener (about 1 KB on every page,
// the dialog itself loads when opened) and the request reference on the forms' thank-you screens
// took the island pages from 82 to 84 KB. The real visitors' Web Vitals report (/vitals.js, 2.6 KB,
// imported once the page is idle, counted below) took them to 86.2 KB and the plainest pages to
// 4.9 KB.
const ISLANDS_BUDGET = 87 * 1024;
const BUDGETS = [
  {
    kind: "page with islands",
    bytes: ISLANDS_BUDGET,
    test: (html, page) => html.includes("<astro-island") || page === "/voice-agent/widget.html",
  },
  { kind: "page with nothing interactive", bytes: 15 * 1024, test: () => true },
];
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = resolve(
  root,
  process.env.WEB_ROOT ?? join("apps/web", process.env.WEB_BUILD_DIR ?? "build", "client"),
);

if (!existsSync(clientDir)) {
  console.error(`No build at ${clientDir}: run npm run build first.`);
  process.exit(1);
}

const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const fileOf = (href) => join(clientDir, href.replace(/^\//, ""));
const sourceOf = (href) => (existsSync(fileOf(href)) ? readFileSync(fileOf(href), "utf8") : "");

// Static imports of a built module, minified or not: `import"./a.js"`, `import{x}from"./b.js"`,
// `export*from"./c.js"`. Dynamic `import("…")` is left out on purpose.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g;

// apps/web/vite.web-vitals.config.ts; the site shell imports it by this fixed name.
const VITALS_SCRIPT = "/vitals.js";
const VITALS_IMPORT = /["']\/vitals\.js["']/;

/** The module at `href` and every module it imports statically, as absolute hrefs. */
function moduleGraph(href, seen = new Set()) {
  if (seen.has(href)) return seen;
  seen.add(href);
  for (const match of sourceOf(href).matchAll(STATIC_IMPORT)) {
    const target = match[1];
    if (!target.startsWith(".") && !target.startsWith("/")) continue;
    moduleGraph(target.startsWith("/") ? target : posix.join(posix.dirname(href), target), seen);
  }
  return seen;
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

function initialJavaScript(html) {
  const entries = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) {
    entries.add(match[1]);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const url of match[0].matchAll(/(?:component|renderer|before-hydration)-url="([^"]+)"/g)) {
      if (url[1] !== "") entries.add(url[1]);
    }
  }
  const inlineScripts = [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => match[1]);
  const modules = new Set();
  for (const inline of inlineScripts) {
    for (const match of inline.matchAll(STATIC_IMPORT)) entries.add(match[1]);
  }
  for (const entry of entries) moduleGraph(entry, modules);
  // The Web Vitals report is imported once the page is idle, on every page whose script names it:
  // it loads on every visit, so it counts although the import is dynamic.
  if ([...modules].some((href) => VITALS_IMPORT.test(sourceOf(href)))) modules.add(VITALS_SCRIPT);
  const inlineBytes = inlineScripts.length > 0 ? gzipSize(inlineScripts.join("\n")) : 0;
  return [...modules].reduce((bytes, href) => bytes + gzipSize(sourceOf(href)), inlineBytes);
}

const rows = htmlFiles(clientDir)
  .map((file) => {
    const page = `/${relative(clientDir, file).replace(/(^|\/)index\.html$/, "")}`;
    const html = readFileSync(file, "utf8");
    const budget = BUDGETS.find((candidate) => candidate.test(html, page));
    return { page, bytes: initialJavaScript(html), budget };
  })
  .sort((a, b) => b.bytes - a.bytes);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log("JavaScript a page loads to become interactive (gzip), the largest of each kind:");
for (const { kind, bytes } of BUDGETS) {
  const ofKind = rows.filter((row) => row.budget.kind === kind);
  const largest = ofKind[0];
  if (largest === undefined) continue;
  console.log(
    `  ${kind} (${ofKind.length}), budget ${kb(bytes)}: ${kb(largest.bytes)} ${largest.page}`,
  );
}
const over = rows.filter((row) => row.bytes > row.budget.bytes);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => `${row.page} (${kb(row.bytes)})`).join(", ")}`);
  process.exit(1);
}

// zod is the API's: a page that bundles it, even in a chunk loaded on submit, fetches 25 KB gzip
// more to re-run rules the form has already run (docs/decisions/017).
const assetsDir = join(clientDir, "assets");
const withZod = readdirSync(assetsDir).filter(
  (name) => name.endsWith(".js") && /\._zod\b/.test(readFileSync(join(assetsDir, name), "utf8")),
);
if (withZod.length > 0) {
  console.error(`zod is bundled into the site: ${withZod.join(", ")}`);
  process.exit(1);
}
