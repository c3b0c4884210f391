import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paintBeforeScripts, paintFirstLoader } from "./paint-first.mjs";

// React Router's prerendered page, shortened: preload links in <head>, its loader at the end.
const LOADER = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");`;
const PRELOADS =
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/about-3.js"/>';
const PAGE = `<!DOCTYPE html><html lang="en"><head><title>About</title>${PRELOADS}</head><body><h1>About</h1><script type="module" async="">${LOADER}</script></body></html>`;

describe("paintFirstLoader", () => {
  it("waits for a painted frame, adds the preloads, then imports what the loader imported, in order", () => {
    expect(paintFirstLoader(LOADER)).toBe(`if (document.visibilityState === "visible") {
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
}
document.head.append(document.getElementById("app-modules").content);
await import("/assets/manifest-1.js");
const route0 = await import("/assets/root-2.js");
const route1 = await import("/assets/about-3.js");
window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");`);
  });

  it("refuses a loader it does not know, rather than fetching part of it before the paint", () => {
    expect(() => paintFirstLoader('console.log("no imports");')).toThrow("unexpected");
    expect(() => paintFirstLoader(`${LOADER}\nimport "/assets/late.js";`)).toThrow("unexpected");
  });
});

describe("paintBeforeScripts", () => {
  let clientDir: string;

  beforeEach(async () => {
    clientDir = await mkdtemp(join(tmpdir(), "web-paint-first-"));
    await writeFile(join(clientDir, "about.html"), PAGE);
    await writeFile(join(clientDir, "plain.html"), "<!DOCTYPE html><title>Plain</title>");
  });

  afterEach(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  it("wraps the preload links in an inert template and rewrites the loader, once", async () => {
    expect(await paintBeforeScripts(clientDir)).toBe(1);
    const html = await readFile(join(clientDir, "about.html"), "utf8");
    expect(html).toBe(
      PAGE.replace(PRELOADS, `<template id="app-modules">${PRELOADS}</template>`).replace(
        LOADER,
        paintFirstLoader(LOADER),
      ),
    );
    expect(await paintBeforeScripts(clientDir)).toBe(0);
    expect(await readFile(join(clientDir, "about.html"), "utf8")).toBe(html);
    expect(await readFile(join(clientDir, "plain.html"), "utf8")).toBe(
      "<!DOCTYPE html><title>Plain</title>",
    );
  });
});
