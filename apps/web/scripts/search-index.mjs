// The site search's index (Pagefind), written to <client>/pagefind/: the pages whose head names
// their kind (layouts/site-document.astro, features/site-search/search-kind.ts), each under its
// own address. Forms and drawings are not what a visitor searches for.
import { readdir, readFile, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import * as pagefind from "pagefind";

const SEARCH_KIND_META = /<meta name="search-kind"/;
// Fewer means the layout's markers went missing, and the search would find next to nothing.
const MIN_PAGES = 20;

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/** `about/index.html` → `/about`, `index/index.html` → `/index`. */
export function pageAddress(relativePath) {
  const path = relativePath.split(sep).join("/");
  return `/${path.replace(/\/?index\.html$/, "").replace(/\.html$/, "")}`;
}

/** Indexes the built pages under `clientDir`; returns how many, or throws. */
export async function buildSearchIndex(clientDir) {
  const outputPath = join(clientDir, "pagefind");
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors } = await pagefind.createIndex({
    forceLanguage: "en",
    excludeSelectors: ["form", "svg", "noscript"],
  });
  if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
  try {
    let pages = 0;
    for await (const file of htmlFiles(clientDir)) {
      const content = await readFile(file, "utf8");
      if (!SEARCH_KIND_META.test(content)) continue;
      const url = pageAddress(relative(clientDir, file));
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) throw new Error(`pagefind, ${url}: ${added.errors.join("; ")}`);
      pages += 1;
    }
    if (pages < MIN_PAGES) {
      throw new Error(`only ${pages} pages carry a search kind; is the layout's marker there?`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join("; ")}`);
    return pages;
  } finally {
    await pagefind.close();
  }
}
