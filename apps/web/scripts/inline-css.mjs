// Build step, run by postbuild.mjs before precompression: copies each prerendered page's
// stylesheets into one <style> element in its <head>, so the first paint waits for no CSS request
// (each ~1 KB sheet cost a round trip on a mobile network). The page's CSS is a few KB gzip.
//
// The <link rel="stylesheet"> elements stay, marked `disabled` so the browser does not fetch
// them: React hydrates <head> by matching each <link> on rel and href, and it ignores the
// <style> it did not render. On client navigations React Router adds the next route's <link>
// elements as usual, and the hashed files under /assets/ serve them.
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const LINK_TAG = /<link\b[^>]*>/g;
const STYLESHEET_HREF = /^\/assets\/[^"?#]+\.css$/;

function attribute(tag, name) {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets") yield* htmlFiles(path);
    } else if (entry.name.endsWith(".html")) yield path;
  }
}

/** Inlines the stylesheets of every HTML page under `clientDir`; returns how many pages changed. */
export async function inlineStylesheets(clientDir) {
  const sheets = new Map();
  async function sheet(href) {
    if (!sheets.has(href)) {
      const file = join(clientDir, href);
      if (!existsSync(file)) throw new Error(`inline-css: ${href} is linked but not built`);
      const css = (await readFile(file, "utf8")).trim();
      // The HTML parser ends a style element at the first "</style".
      if (/<\/style/i.test(css)) throw new Error(`inline-css: ${href} contains "</style"`);
      sheets.set(href, css);
    }
    return sheets.get(href);
  }

  let pages = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const links = [...head.matchAll(LINK_TAG)]
      .map((match) => match[0])
      .filter(
        (tag) =>
          attribute(tag, "rel") === "stylesheet" &&
          STYLESHEET_HREF.test(attribute(tag, "href") ?? "") &&
          !/\sdisabled/.test(tag),
      );
    if (links.length === 0) continue;

    const css = [];
    for (const tag of links) css.push(await sheet(attribute(tag, "href")));
    let inlined = head;
    for (const tag of links) inlined = inlined.replace(tag, tag.replace(/\/?>$/, ' disabled=""$&'));
    // Before the first link, where the sheets applied in the same order.
    inlined = inlined.replace(
      links[0].replace(/\/?>$/, ' disabled=""$&'),
      (disabledTag) => `<style>${css.join("\n")}</style>${disabledTag}`,
    );
    await writeFile(file, inlined + html.slice(head.length));
    pages += 1;
  }
  return pages;
}
