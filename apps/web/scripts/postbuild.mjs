#!/usr/bin/env node
// Shapes build/client into the layout the API server serves (see README, "Runtime contract"):
// the employee card shell checked, the islands' styles moved into the head, and precompressed
// .br/.gz siblings of every compressible file.
import { existsSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { hoistBodyStyles } from "./hoist-body-styles.mjs";
import { buildSearchIndex } from "./search-index.mjs";

// WEB_BUILD_DIR lets several builds live side by side (same variable as astro.config.ts).
const clientDir = fileURLToPath(
  new URL(`../${process.env.WEB_BUILD_DIR ?? "build"}/client/`, import.meta.url),
);
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt"]);

function fail(message) {
  console.error(`postbuild: ${message}`);
  process.exit(1);
}

if (!existsSync(clientDir)) fail(`${clientDir} does not exist; run astro build first.`);
if (!existsSync(join(clientDir, "404.html"))) fail("404.html was not produced.");

// The server answers every /empcard/<phone> with this one shell.
if (!existsSync(join(clientDir, "empcard", "index.html"))) {
  fail("empcard/index.html was not produced; is app/pages/empcard.astro there?");
}

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

// The islands' <style> from the body into the head, where HTML allows it (before compressing).
for await (const file of walk(clientDir)) {
  if (extname(file) !== ".html") continue;
  const html = await readFile(file, "utf8");
  const hoisted = hoistBodyStyles(html);
  if (hoisted !== html) await writeFile(file, hoisted);
}

// The site search's index, before compressing: its entry and script are compressed with the rest.
const searchPages = await buildSearchIndex(clientDir).catch((error) => fail(error.message));
console.log(`postbuild: ${searchPages} pages indexed for search.`);

// Precompress every file the server may send.
let count = 0;
for await (const file of walk(clientDir)) {
  if (!COMPRESSIBLE.has(extname(file))) continue;
  const content = await readFile(file);
  const { size } = await stat(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  count += 1;
}

console.log(
  `postbuild: ${relative(process.cwd(), clientDir)} ready, ${count} files precompressed.`,
);
