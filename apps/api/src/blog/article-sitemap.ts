// /sitemap.xml with the blog's articles as the database publishes them. The web build writes the
// sitemap with the articles it was built with; staff publish and unpublish articles afterwards,
// so the server keeps the build's other entries and lists the articles published at the time.

/** The built sitemap's entries other than articles, and the site address its entries use. */
export interface BuiltSitemap {
  origin: string;
  /** `<url>…</url>` elements, as built. */
  entries: string[];
}

const URL_ELEMENT = /<url>\s*<loc>([^<]+)<\/loc>[\s\S]*?<\/url>/g;
const ARTICLE_PATH = /^\/kf-blog\/[^/]+$/;

/** Undefined when the text holds no `<url>` entry with an absolute address. */
export function readBuiltSitemap(xml: string): BuiltSitemap | undefined {
  let origin: string | undefined;
  const entries: string[] = [];
  for (const [element, location = ""] of xml.matchAll(URL_ELEMENT)) {
    if (!URL.canParse(location)) continue;
    const url = new URL(location);
    origin ??= url.origin;
    if (!ARTICLE_PATH.test(url.pathname)) entries.push(element);
  }
  return origin === undefined ? undefined : { origin, entries };
}

/**
 * The sitemap: the built entries, then one per published article's own page. A percent-encoded
 * slug holds neither `<` nor `&`, and the origin is a host name, so nothing needs XML escaping.
 */
export function sitemapWithArticles(built: BuiltSitemap, slugs: readonly string[]): string {
  const articles = slugs.map(
    (slug) => `<url><loc>${built.origin}/kf-blog/${encodeURIComponent(slug)}</loc></url>`,
  );
  const urls = [...built.entries, ...articles].map((element) => `  ${element}`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
