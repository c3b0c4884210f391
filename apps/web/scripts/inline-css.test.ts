import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css.mjs";

const PAGE = `<!DOCTYPE html><html lang="en"><head><title>About</title><link rel="stylesheet" href="/assets/global-1.css"/><link rel="stylesheet" href="/assets/about-2.css"/><link rel="icon" href="/favicon.svg"/></head><body><h1>About</h1></body></html>`;

describe("inlineStylesheets", () => {
  let clientDir: string;

  beforeEach(async () => {
    clientDir = await mkdtemp(join(tmpdir(), "web-inline-css-"));
    await mkdir(join(clientDir, "assets"));
    await mkdir(join(clientDir, "about"));
    await writeFile(join(clientDir, "assets/global-1.css"), "body{margin:0}\n");
    await writeFile(join(clientDir, "assets/about-2.css"), "._title_x{color:#0a4fa3}\n");
    await writeFile(join(clientDir, "about/index.html"), PAGE);
  });

  afterEach(async () => {
    await rm(clientDir, { recursive: true, force: true });
  });

  const page = () => readFile(join(clientDir, "about/index.html"), "utf8");

  it("puts the page's sheets, in order, in one <style> and keeps the links for hydration, disabled", async () => {
    expect(await inlineStylesheets(clientDir)).toBe(1);
    expect(await page()).toBe(
      PAGE.replace(
        '<link rel="stylesheet" href="/assets/global-1.css"/><link rel="stylesheet" href="/assets/about-2.css"/>',
        '<style>body{margin:0}\n._title_x{color:#0a4fa3}</style><link rel="stylesheet" href="/assets/global-1.css" disabled=""/><link rel="stylesheet" href="/assets/about-2.css" disabled=""/>',
      ),
    );
  });

  it("leaves a page it already changed as it is", async () => {
    await inlineStylesheets(clientDir);
    const once = await page();
    expect(await inlineStylesheets(clientDir)).toBe(0);
    expect(await page()).toBe(once);
  });

  it("refuses a sheet that is linked but was not built", async () => {
    await rm(join(clientDir, "assets/about-2.css"));
    await expect(inlineStylesheets(clientDir)).rejects.toThrow("/assets/about-2.css");
  });
});
