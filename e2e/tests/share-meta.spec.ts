import { expect, test } from "@playwright/test";
import { routesWithLayout, routesWithoutLayout } from "./spec-routes";

// Link previews: every page names its own image, drawn at build time, by its public address, for
// Open Graph and Twitter cards; the image is served and is the 1200 × 630 PNG the tags promise.
const SITE = "https://www.kaizenfusion.in";
const SHARE_IMAGE = `${SITE}/share-card.png`;
const ARTICLE = "/kf-blog/security-basics-for-small-businesses";
const NOT_FOUND = "/no-such-page";

/** The image a page's tags must name: /og/<page path>.png; the employee card shares its page's. */
function ownImage(path: string) {
  if (path === NOT_FOUND) return `${SITE}/og/404.png`;
  const page = path.startsWith("/empcard/") ? "/empcard" : path;
  return `${SITE}/og${page}.png`;
}

/** Text as the browser reads it from an attribute or element: `&amp;` and `&#38;` are both `&`. */
const decoded = (text: string | undefined) =>
  text
    ?.replace(/&amp;|&#38;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;|&#34;/g, '"');

function metaContent(html: string, attribute: "property" | "name", key: string) {
  return decoded(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]);
}

/** Width and height from a PNG's header: the IHDR chunk's big-endian 32-bit numbers. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test("every page carries Open Graph and Twitter card tags with its own image", async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the HTML is the same for every viewport");
  const images = new Set<string>();
  const paths = [...routesWithLayout, ...routesWithoutLayout, ARTICLE, NOT_FOUND];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = decoded(/<title>([^<]+)<\/title>/.exec(html)?.[1]);
    const image = metaContent(html, "property", "og:image");
    expect(image, path).toBe(ownImage(path));
    images.add(image ?? "");
    expect(metaContent(html, "property", "og:image:width"), path).toBe("1200");
    expect(metaContent(html, "property", "og:image:height"), path).toBe("630");
    // The alt names the page: the title without the firm's name, which the image shows apart.
    const heading = title?.replace(/\s*\|\s*Kaizen Fusion$/, "").replace(/^Kaizen Fusion \| /, "");
    if (path !== ARTICLE && path !== NOT_FOUND) {
      expect(metaContent(html, "property", "og:image:alt"), path).toContain(heading);
    } else {
      expect(metaContent(html, "property", "og:image:alt"), path).toBeTruthy();
    }
    expect(metaContent(html, "property", "og:title"), path).toBeTruthy();
    // The not-found page answers any address, so it names none as its own.
    if (path !== NOT_FOUND) {
      expect(metaContent(html, "property", "og:url"), path).toMatch(
        /^https:\/\/www\.kaizenfusion\.in\//,
      );
    }
    expect(metaContent(html, "name", "twitter:card"), path).toBe("summary_large_image");
    expect(metaContent(html, "name", "twitter:image"), path).toBe(image);
    expect(metaContent(html, "name", "twitter:image:alt"), path).toBe(
      metaContent(html, "property", "og:image:alt"),
    );
    if (path !== ARTICLE) expect(metaContent(html, "name", "twitter:title"), path).toBe(title);
  }

  expect(images.size).toBe(paths.length);

  // The site's general image stays served for anything without its own.
  for (const image of [...images, SHARE_IMAGE]) {
    const answer = await request.get(new URL(image).pathname);
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()["content-type"], image).toBe("image/png");
    expect(pngSize(await answer.body()), image).toEqual([1200, 630]);
    // Unhashed names, redrawn by each build: cached for a while, never for good.
    expect(answer.headers()["cache-control"], image).toMatch(/max-age=\d+/);
    expect(answer.headers()["cache-control"], image).not.toContain("immutable");
  }
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
  // Job markup only on a single position's page (tests/findability.spec.ts), not on the list.
  expect(await types("/job-portal/full-stack-developer")).toContain("JobPosting");
  expect(await types("/job-portal")).not.toContain("JobPosting");
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
  expect(article.image.url).toBe(ownImage(ARTICLE));
  expect(article.publisher.logo.url).toBe(logo);
  expect(article.dateModified).toBe(article.datePublished);
  expect(article.author.url).toMatch(/^https:\/\/www\.kaizenfusion\.in\/about#[a-z-]+$/);

  const image = await request.get(new URL(logo).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});
