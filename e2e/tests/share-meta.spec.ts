import { expect, test } from "@playwright/test";
import { routesWithLayout, routesWithoutLayout } from "./spec-routes";

// Link previews: every page names the site's share image, by its public address, for Open Graph
// and Twitter cards; the image is served and is the 1200 × 630 PNG the tags promise.
const SHARE_IMAGE = "https://www.kaizenfusion.in/share-card.png";
const ARTICLE = "/kf-blog/security-basics-for-small-businesses";

/** Text as the browser reads it from an attribute or element: `&amp;` and `&#38;` are both `&`. */
const decoded = (text: string | undefined) =>
  text
    ?.replace(/&amp;|&#38;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;|&#34;/g, '"');

function metaContent(html: string, attribute: "property" | "name", key: string) {
  return decoded(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]);
}

test("every page carries Open Graph and Twitter card tags with the share image", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same for every viewport");
  for (const path of [...routesWithLayout, ...routesWithoutLayout, ARTICLE]) {
    const html = await (await request.get(path)).text();
    const title = decoded(/<title>([^<]+)<\/title>/.exec(html)?.[1]);
    expect(metaContent(html, "property", "og:image"), path).toBe(SHARE_IMAGE);
    expect(metaContent(html, "property", "og:image:width"), path).toBe("1200");
    expect(metaContent(html, "property", "og:image:height"), path).toBe("630");
    expect(metaContent(html, "property", "og:image:alt"), path).toBeTruthy();
    expect(metaContent(html, "property", "og:title"), path).toBeTruthy();
    expect(metaContent(html, "property", "og:url"), path).toMatch(
      /^https:\/\/www\.kaizenfusion\.in\//,
    );
    expect(metaContent(html, "name", "twitter:card"), path).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:image"), path).toBe(SHARE_IMAGE);
    if (path !== ARTICLE) expect(metaContent(html, "name", "twitter:title"), path).toBe(title);
  }

  const image = await request.get(new URL(SHARE_IMAGE).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  // The PNG header's IHDR chunk: width and height as big-endian 32-bit numbers.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("structured data: Organization, JobPosting, FAQPage and BlogPosting where they belong", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same for every viewport");
  const types = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => (JSON.parse(match[1] ?? "{}") as { "@type": string })["@type"],
    );
  };
  expect(await types("/index")).toContain("Organization");
  expect(await types("/job-portal")).toContain("JobPosting");
  expect(await types("/faq")).toContain("FAQPage");
  expect(await types(ARTICLE)).toContain("BlogPosting");
});

test("the firm's and the articles' structured data carry logo, image, dates and author", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same for every viewport");
  const data = async (path: string, type: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "{}"))
      .find((item) => item["@type"] === type);
  };
  const logo = "https://www.kaizenfusion.in/logo.png";
  const organization = await data("/index", "Organization");
  expect(organization.logo.url).toBe(logo);
  const article = await data(ARTICLE, "BlogPosting");
  expect(article.image.url).toBe(SHARE_IMAGE);
  expect(article.publisher.logo.url).toBe(logo);
  expect(article.dateModified).toBe(article.datePublished);
  expect(article.author.url).toMatch(/^https:\/\/www\.kaizenfusion\.in\/about#[a-z-]+$/);

  const image = await request.get(new URL(logo).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});
