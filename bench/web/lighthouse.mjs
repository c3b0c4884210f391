#!/usr/bin/env node
// Lighthouse (default mobile emulation, simulated throttling) on the production build served by
// the real server, with a trivial static page served the same way as the baseline. Prints a
// table, the failing audits of every category under 100, and writes bench/results/web-<date>.json.
//
// Side by side: COMPARE_WEB_ROOT names another site's static build (COMPARE_PAGES, a comma-separated
// list of its paths, "/" unless given). It is copied, precompressed as ours is and served by a
// second instance of the same server; the two sites' pages are audited alternately, page by page,
// LIGHTHOUSE_ROUNDS times (1 unless given), and the medians of both are printed with their ratios.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { ensureApiBuild, ensureWebBuild, webRoot } from "../lib/builds.mjs";
import { sqliteLeadStore } from "../lib/lead-stores.mjs";
import { startApiServer, stopServer } from "../lib/server-process.mjs";
import { launchChromium } from "./chromium.mjs";

const PAGES = [
  "/baseline.html",
  "/index",
  "/hr-payroll",
  "/estimate-builder",
  "/healthcare-checklist",
  "/kf-blog",
  "/empcard/9810012345",
  "/about",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const BARS = { lcpMs: 1500, cls: 0.02 };
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 1);
const compareRoot = process.env.COMPARE_WEB_ROOT;
const comparePages = (process.env.COMPARE_PAGES ?? "/").split(",").map((path) => path.trim());
const PRECOMPRESSED = /\.(?:html|js|css|svg|json|xml|txt)$/;
// Audits that say nothing about pass or fail.
const UNSCORED_MODES = new Set(["informative", "manual", "notApplicable", "error"]);

const resultsDir = fileURLToPath(new URL("../results/", import.meta.url));
const baselinePage = fileURLToPath(new URL("./baseline.html", import.meta.url));

/** Writes .gz and .br beside every text file under `dir`, as the site's build does for its own. */
function precompress(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !PRECOMPRESSED.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(content));
  }
}

/** A copy of the built site with the baseline page added, precompressed like the site's pages. */
function siteWithBaseline() {
  const root = mkdtempSync(join(tmpdir(), "bench-web-root-"));
  cpSync(webRoot, root, { recursive: true });
  const target = join(root, "baseline.html");
  copyFileSync(baselinePage, target);
  const html = readFileSync(target);
  writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${target}.br`, brotliCompressSync(html));
  return root;
}

/** A precompressed copy of the other site's build, which is left as it was. */
function comparedSite() {
  const root = mkdtempSync(join(tmpdir(), "bench-web-compared-"));
  cpSync(compareRoot, root, { recursive: true });
  // The server sends "/" to "/index", our home page's address: the other site's home goes there.
  if (!existsSync(join(root, "index"))) {
    mkdirSync(join(root, "index"));
    copyFileSync(join(root, "index.html"), join(root, "index", "index.html"));
  }
  precompress(root);
  return root;
}

function summarise(site, path, lhr) {
  if (lhr.runtimeError !== undefined) {
    return { site, path, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  }
  const audit = (id) => lhr.audits[id]?.numericValue;
  const scripts = lhr.audits["resource-summary"]?.details?.items.find(
    (item) => item.resourceType === "script",
  );
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1 && !UNSCORED_MODES.has(a.scoreDisplayMode))
      .map((a) => ({ category: id, id: a.id, title: a.title, score: a.score })),
  );
  return {
    site,
    path,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
    ),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(audit("total-blocking-time")),
    transferBytes: audit("total-byte-weight"),
    jsBytes: scripts?.transferSize ?? 0,
    // Lighthouse's measure of this machine's CPU at the time: lower means a busier machine.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runWarnings: lhr.runWarnings,
    failing,
  };
}

function printTable(rows) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const columns = [
    "site",
    "page",
    "perf",
    "a11y",
    "bp",
    "seo",
    "LCP",
    "CLS",
    "TBT",
    "transfer",
    "JS",
    "CPU idx",
  ];
  const line = (cells) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(i === 0 ? 8 : 22) : cell.padStart(9))).join(" ");
  console.log(`\n${line(columns)}`);
  for (const row of rows) {
    if (row.error !== undefined) {
      console.log(line([row.site, row.path, "no result"]));
      continue;
    }
    console.log(
      line([
        row.site,
        row.path,
        ...CATEGORIES.map((id) => String(row.scores[id])),
        `${row.lcpMs} ms`,
        String(row.cls),
        `${row.tbtMs} ms`,
        kb(row.transferBytes),
        kb(row.jsBytes),
        String(Math.round(row.benchmarkIndex)),
      ]),
    );
  }
}

function printMissedBars(rows) {
  for (const row of rows) {
    if (row.error !== undefined) {
      console.log(`\n${row.site} ${row.path}:\n  Lighthouse failed: ${row.error}`);
      continue;
    }
    if (row.site !== "ours") continue; // the bars are ours to meet
    const missed = [
      ...row.failing.map((a) => `  ${a.category}: ${a.title} (score ${a.score})`),
      ...(row.lcpMs < BARS.lcpMs ? [] : [`  LCP ${row.lcpMs} ms (bar < ${BARS.lcpMs} ms)`]),
      ...(row.cls < BARS.cls ? [] : [`  CLS ${row.cls} (bar < ${BARS.cls})`]),
      ...row.runWarnings.map((warning) => `  warning: ${warning}`),
    ];
    if (missed.length > 0) console.log(`\n${row.path}:\n${missed.join("\n")}`);
  }
}

// A busy machine sometimes keeps Lighthouse from seeing the first paint: such a page gets one retry.
async function audit(site, origin, path, port) {
  for (let attempt = 1; ; attempt++) {
    console.log(`Lighthouse (mobile): ${site} ${path}${attempt > 1 ? " (retry)" : ""}`);
    const result = await lighthouse(`${origin}${path}`, {
      port,
      output: "json",
      logLevel: "error",
    });
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${path}`);
    const row = summarise(site, path, result.lhr);
    if (row.error === undefined || attempt === 2) return row;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const MEDIAN_FIELDS = ["lcpMs", "cls", "tbtMs", "transferBytes", "jsBytes", "benchmarkIndex"];

/** One row per site and page: the median of each figure over the rounds that gave a result. */
function mediansOf(runs) {
  const groups = new Map();
  for (const row of runs) {
    const key = `${row.site} ${row.path}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const measured = group.filter((row) => row.error === undefined);
    if (measured.length === 0) return group[0];
    const figures = Object.fromEntries(
      MEDIAN_FIELDS.map((field) => [field, median(measured.map((row) => row[field]))]),
    );
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, median(measured.map((row) => row.scores[id]))]),
    );
    return { ...measured.at(-1), ...figures, scores, rounds: measured.length };
  });
}

/** Ours against the other site: the median over each site's pages of each figure, and the ratio. */
function printComparison(rows) {
  const measuredOf = (site) => rows.filter((row) => row.site === site && row.error === undefined);
  const ours = measuredOf("ours").filter((row) => row.path !== "/baseline.html");
  const theirs = measuredOf("compared");
  if (ours.length === 0 || theirs.length === 0) return;
  console.log(`\nMedian over each site's pages (ours ${ours.length}, compared ${theirs.length}):`);
  for (const [label, field] of [
    ["LCP ms", "lcpMs"],
    ["TBT ms", "tbtMs"],
    ["CLS", "cls"],
    ["JS bytes", "jsBytes"],
    ["transfer bytes", "transferBytes"],
  ]) {
    const a = median(ours.map((row) => row[field]));
    const b = median(theirs.map((row) => row[field]));
    const ratio = b === 0 ? "n/a" : (a / b).toFixed(2);
    console.log(
      `  ${label.padEnd(15)} ours ${String(a).padStart(9)}  compared ${String(b).padStart(9)}  ours/compared ${ratio}`,
    );
  }
}

ensureApiBuild();
ensureWebBuild();
const sites = [
  { site: "ours", root: siteWithBaseline(), pages: PAGES },
  ...(compareRoot === undefined
    ? []
    : [{ site: "compared", root: comparedSite(), pages: comparePages }]),
];
const chromium = await launchChromium();
const runs = [];
try {
  for (const entry of sites) {
    entry.store = sqliteLeadStore();
    entry.server = await startApiServer({
      databaseUrl: entry.store.databaseUrl,
      webRoot: entry.root,
    });
  }
  // Page by page, the sites in turn, so a change in the machine's load falls on both alike.
  const longest = Math.max(...sites.map(({ pages }) => pages.length));
  for (let round = 0; round < ROUNDS; round++) {
    for (let index = 0; index < longest; index++) {
      for (const { site, pages, server } of sites) {
        if (index >= pages.length) continue;
        runs.push(await audit(site, server.origin, pages[index], chromium.port));
      }
    }
  }
} finally {
  await chromium.close();
  for (const { server, store, root } of sites) {
    if (server !== undefined) await stopServer(server);
    if (store !== undefined) await store.remove();
    rmSync(root, { recursive: true, force: true });
  }
}

const rows = mediansOf(runs);
printTable(rows);
printMissedBars(rows);
printComparison(rows);
mkdirSync(resultsDir, { recursive: true });
const date = new Date().toISOString().slice(0, 10);
const file = join(resultsDir, `web-${date}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), rounds: ROUNDS, runs, pages: rows }, null, 2)}\n`,
);
console.log(`\nWrote ${file}`);
const sitePages = rows.filter((row) => row.site === "ours" && row.path !== "/baseline.html");
const allMet = sitePages.every(
  (row) =>
    row.error === undefined &&
    row.failing.length === 0 &&
    row.lcpMs < BARS.lcpMs &&
    row.cls < BARS.cls,
);
process.exitCode = allMet ? 0 : 1;
