import { expect, test } from "@playwright/test";

// Every page the sitemap offers search engines is also reachable by following plain links, as a
// crawler or a visitor does: each is the target of an <a href> on some other page of the sitemap,
// in the HTML the server sends, before any script runs.

const decoded = (href: string) => href.replace(/&amp;|&#38;/g, "&");

test("every page of sitemap.xml is linked from another page", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same for every viewport");
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? "",
  );
  expect(paths.length).toBeGreaterThan(40);

  const linked = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const url = new URL(decoded(match[1] ?? ""), `http://site.test${path}`);
      // A page's link to itself does not make it reachable.
      if (url.host === "site.test" && url.pathname !== path) linked.add(url.pathname);
    }
  }
  expect(paths.filter((path) => !linked.has(path))).toEqual([]);
});
