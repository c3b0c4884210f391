#!/usr/bin/env node
// Size budget of the built site, run by `npm test`: the JavaScript a page loads to become
// interactive (its inline and module scripts, its islands' component and renderer modules and
// every module those import statically), gzip-compressed, must stay within the page's budget,
// twice: before the visitor scrolls (islands below the first screen, `client:visible`, left out)
// and once the whole page has been scrolled through. Modules an island imports on demand (a
// form's submit pipeline) are not counted: they load when first used. A size check, not a timing.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

// A page with React islands loads React (about 70 KB of it), its islands, the search opener and
// the Web Vitals report; the voice-agent widget's frame is a page of its own, plain script
// without React, held to the same budget (docs/decisions/012).
const ISLANDS_BUDGET = 87 * 1024;
// What a page may load before any island is needed: the header's script, the search opener and
// the Web Vitals report. A page whose islands all wait below the first screen keeps to it.
const STATIC_BUDGET = 15 * 1024;
const WIDGET_PAGE = "/voice-agent/widget.html";
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

function initialJavaScript(html, { scrolled }) {
  const entries = new Set();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) {
    entries.add(match[1]);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!scrolled && match[0].includes('client="visible"')) continue;
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

const rows = htmlFiles(clientDir).map((file) => {
  const page = `/${relative(clientDir, file).replace(/(^|\/)index\.html$/, "")}`;
  const html = readFileSync(file, "utf8");
  const hasIslands = html.includes("<astro-island") || page === WIDGET_PAGE;
  const hydratesOnFirstScreen =
    /<astro-island\b[^>]*client="(?:load|idle)"/.test(html) || page === WIDGET_PAGE;
  return {
    page,
    firstScreen: initialJavaScript(html, { scrolled: false }),
    firstScreenBudget: hydratesOnFirstScreen ? ISLANDS_BUDGET : STATIC_BUDGET,
    wholePage: initialJavaScript(html, { scrolled: true }),
    wholePageBudget: hasIslands ? ISLANDS_BUDGET : STATIC_BUDGET,
  };
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const largest = (measure, ofKind) =>
  rows.filter(ofKind).reduce((top, row) => (top && top[measure] >= row[measure] ? top : row), null);
const report = [
  [
    "before scrolling, first screen static",
    "firstScreen",
    (row) => row.firstScreenBudget === STATIC_BUDGET,
  ],
  [
    "before scrolling, island on the first screen",
    "firstScreen",
    (row) => row.firstScreenBudget === ISLANDS_BUDGET,
  ],
  [
    "whole page scrolled, with islands",
    "wholePage",
    (row) => row.wholePageBudget === ISLANDS_BUDGET,
  ],
];
console.log("JavaScript a page loads to become interactive (gzip), the largest of each kind:");
for (const [kind, measure, ofKind] of report) {
  const top = largest(measure, ofKind);
  if (top === null) continue;
  const count = rows.filter(ofKind).length;
  console.log(`  ${kind} (${count} pages): ${kb(top[measure])} ${top.page}`);
}
const over = rows.flatMap((row) => [
  ...(row.firstScreen > row.firstScreenBudget
    ? [`${row.page} before scrolling (${kb(row.firstScreen)} of ${kb(row.firstScreenBudget)})`]
    : []),
  ...(row.wholePage > row.wholePageBudget
    ? [`${row.page} scrolled (${kb(row.wholePage)} of ${kb(row.wholePageBudget)})`]
    : []),
]);
if (over.length > 0) {
  console.error(`Over budget: ${over.join(", ")}`);
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
