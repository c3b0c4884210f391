#!/usr/bin/env node
// Lighthouse (default mobile emulation, simulated throttling) on the production build served by
// the real server, with a trivial static page served the same way as the baseline. Prints a
// table, the failing audits of every category under 100, and writes bench/results/web-<date>.json.
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
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
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const BARS = { lcpMs: 1500, cls: 0.02 };
// Audits that say nothing about pass or fail.
const UNSCORED_MODES = new Set(["informative", "manual", "notApplicable", "error"]);

const resultsDir = fileURLToPath(new URL("../results/", import.meta.url));
const baselinePage = fileURLToPath(new URL("./baseline.html", import.meta.url));

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

function summarise(path, lhr) {
  if (lhr.runtimeError !== undefined) {
    return { path, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
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
    cells.map((cell, i) => (i === 0 ? cell.padEnd(22) : cell.padStart(9))).join(" ");
  console.log(`\n${line(columns)}`);
  for (const row of rows) {
    if (row.error !== undefined) {
      console.log(line([row.path, "no result"]));
      continue;
    }
    console.log(
      line([
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
      console.log(`\n${row.path}:\n  Lighthouse failed: ${row.error}`);
      continue;
    }
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
async function audit(url, path, port) {
  for (let attempt = 1; ; attempt++) {
    console.log(`Lighthouse (mobile): ${path}${attempt > 1 ? " (retry)" : ""}`);
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${path}`);
    const row = summarise(path, result.lhr);
    if (row.error === undefined || attempt === 2) return row;
  }
}

ensureApiBuild();
ensureWebBuild();
const root = siteWithBaseline();
const store = sqliteLeadStore();
const server = await startApiServer({ databaseUrl: store.databaseUrl, webRoot: root });
const chromium = await launchChromium();
const rows = [];
try {
  for (const path of PAGES) rows.push(await audit(`${server.origin}${path}`, path, chromium.port));
} finally {
  await chromium.close();
  await stopServer(server);
  await store.remove();
  rmSync(root, { recursive: true, force: true });
}

printTable(rows);
printMissedBars(rows);
mkdirSync(resultsDir, { recursive: true });
const date = new Date().toISOString().slice(0, 10);
const file = join(resultsDir, `web-${date}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), pages: rows }, null, 2)}\n`,
);
console.log(`\nWrote ${file}`);
const sitePages = rows.filter((row) => row.path !== "/baseline.html");
const allMet = sitePages.every(
  (row) =>
    row.error === undefined &&
    row.failing.length === 0 &&
    row.lcpMs < BARS.lcpMs &&
    row.cls < BARS.cls,
);
process.exitCode = allMet ? 0 : 1;
