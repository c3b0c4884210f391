import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineStyleHashes, loadPagePolicies } from "../../src/plugins/security-headers";

// The web build puts each page's CSS into one <style> in its <head> (Astro's inlineStylesheets);
// the page's Content-Security-Policy must allow exactly that element.
const PAGE_CSS = ":root{--color-text:#1b2330}body{margin:0}";
const OTHER_CSS = "h1{color:red}";
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

function styleSources(policy: string): string[] {
  const directive = policy.split(";").find((part) => part.trim().startsWith("style-src"));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

describe("inline <style> in the page policy", () => {
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), "site-api-style-"));
    await mkdir(join(webRoot, "index"));
    await writeFile(
      join(webRoot, "index/index.html"),
      `<!doctype html><html><head><style>${PAGE_CSS}</style><link rel="stylesheet" href="/assets/a.css" disabled=""/></head><body><h1>Home</h1></body></html>`,
    );
    await writeFile(join(webRoot, "plain.html"), "<!doctype html><title>Plain</title>");
  });

  afterAll(async () => {
    await rm(webRoot, { recursive: true, force: true });
  });

  it("hashes each inline style element's text, CR LF read as LF", () => {
    expect(
      inlineStyleHashes(`<style>${PAGE_CSS}</style><style media="print">${OTHER_CSS}</style>`),
    ).toEqual([sha256(PAGE_CSS), sha256(OTHER_CSS)]);
    expect(inlineStyleHashes("<style>a{}\r\nb{}</style>")).toEqual([sha256("a{}\nb{}")]);
    expect(inlineStyleHashes("<p>no styles</p>")).toEqual([]);
  });

  it("allows the page's own style element and nothing else inline", async () => {
    const policies = await loadPagePolicies(webRoot, { connectUrls: [] });
    expect(styleSources(policies.policyFor(join(webRoot, "index/index.html")))).toEqual([
      "'self'",
      `'${sha256(PAGE_CSS)}'`,
    ]);
    expect(styleSources(policies.policyFor(join(webRoot, "plain.html")))).toEqual(["'self'"]);
  });
});
