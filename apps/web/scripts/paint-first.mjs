// Build step, run by postbuild.mjs before precompression: every prerendered page paints before its
// JavaScript is requested. React Router writes the app's modules as <link rel="modulepreload">
// tags in <head> and a module script that imports them, so the browser fetches ~125 KB of script
// while it still parses the page; on a slow mobile link the first paint waits behind script that
// only hydration needs, although the page is complete HTML and CSS without it.
//
// This step wraps the preload links in a <template> (inert: nothing in it is fetched), and rewrites
// the module script so that it waits for the first frame (requestAnimationFrame, then a task: the
// frame has been painted), moves the links into <head>, which fetches every module at once as
// before, then imports exactly what React Router's script imported, in the same order. A page
// opened in a background tab does not paint, so it loads at once.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const TEMPLATE_ID = "app-modules";
const PRELOAD_LINKS = /(?:<link rel="modulepreload" href="[^"]+"\/>)+/;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
// React Router's loader: side-effect imports and namespace imports of the route modules, then code.
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");\n/;

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") yield* htmlFiles(path);
    } else if (entry.name.endsWith(".html")) yield path;
  }
}

/** React Router's module script, rewritten to run after the first paint. */
export function paintFirstLoader(loader) {
  let rest = loader.trimStart();
  const imports = [];
  for (let match = STATIC_IMPORT.exec(rest); match; match = STATIC_IMPORT.exec(rest)) {
    imports.push({ binding: match[1], specifier: match[2] });
    rest = rest.slice(match[0].length).trimStart();
  }
  // Any other static import would be hoisted above the wait, and fetched before the paint.
  if (imports.length === 0 || /^\s*import\s*[^\s(]/m.test(rest)) {
    throw new Error(`paint-first: unexpected module script:\n${loader}`);
  }
  return [
    'if (document.visibilityState === "visible") {',
    "  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));",
    "}",
    `document.head.append(document.getElementById("${TEMPLATE_ID}").content);`,
    ...imports.map(({ binding, specifier }) =>
      binding ? `const ${binding} = await import(${specifier});` : `await import(${specifier});`,
    ),
    rest,
  ].join("\n");
}

/** Rewrites every HTML page under `clientDir`; returns how many pages changed. */
export async function paintBeforeScripts(clientDir) {
  let pages = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const script = MODULE_SCRIPT.exec(html);
    // No app on this page, or this build was rewritten already (postbuild may run twice).
    if (!script || html.includes(`<template id="${TEMPLATE_ID}">`)) continue;
    const preloads = PRELOAD_LINKS.exec(html);
    if (!preloads) throw new Error(`paint-first: no module preload links in ${file}`);
    const rewritten = html
      .replace(preloads[0], () => `<template id="${TEMPLATE_ID}">${preloads[0]}</template>`)
      .replace(
        script[0],
        () => `<script type="module" async="">${paintFirstLoader(script[1])}</script>`,
      );
    await writeFile(file, rewritten);
    pages += 1;
  }
  return pages;
}
