#!/usr/bin/env node
// Shapes build/client into the layout the API server serves (see README, "Runtime contract"):
// the not-found page as 404.html, the employee card shell, no stray prerender output, and
// precompressed .br/.gz siblings of every compressible file.
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { inlineStylesheets } from "./inline-css.mjs";
import { paintBeforeScripts } from "./paint-first.mjs";

// WEB_BUILD_DIR lets several builds live side by side (same variable as react-router.config.ts).
const clientDir = fileURLToPath(
  new URL(`../${process.env.WEB_BUILD_DIR ?? "build"}/client/`, import.meta.url),
);
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt"]);

function fail(message) {
  console.error(`postbuild: ${message}`);
  process.exit(1);
}

if (!existsSync(clientDir)) fail(`${clientDir} does not exist; run react-router build first.`);

// 1. The splat route was prerendered under /404; the server expects it at the root.
const notFoundDir = join(clientDir, "404");
const notFoundHtml = join(notFoundDir, "index.html");
if (existsSync(notFoundHtml)) {
  await rename(notFoundHtml, join(clientDir, "404.html"));
  await rm(notFoundDir, { recursive: true, force: true });
}
if (!existsSync(join(clientDir, "404.html"))) fail("404.html was not produced.");

// 2. The server answers every /empcard/<phone> with this one shell.
if (!existsSync(join(clientDir, "empcard", "index.html"))) {
  fail("empcard/index.html was not produced; is /empcard in the prerender list?");
}

// 3. `/` is a server redirect, so no SPA fallback or root index page may be served; and the
// sitemap.xml resource route leaves a data twin that nothing requests.
for (const stray of ["__spa-fallback.html", "index.html", "sitemap.xml.data"]) {
  await rm(join(clientDir, stray), { force: true });
}

await inlineStylesheets(clientDir); // each page's CSS into its <head>: no render-blocking request
await paintBeforeScripts(clientDir); // the app's JavaScript is requested after the first paint

// 4. Precompress. Runs last so that it covers the final set of files.
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

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
