import { company } from "../content/company";
import { prerenderedPaths } from "../content/pages";
import { sitemapXmlUnlisted } from "../content/sitemap";
import { blogArticlePaths } from "../features/blog/blog-articles.server";

// Rendered to /sitemap.xml at build time from the lists the build prerenders: the pages of the
// route table, then each blog article's own page. The server lists the articles published when it
// is asked instead (apps/api/src/blog/article-sitemap.ts), and sends this file as built only
// when its database does not answer.

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

/** The sitemap as an HTTP answer, served as the file /sitemap.xml (pages/sitemap.xml.ts). */
export function sitemapXmlResponse(): Response {
  const unlisted = new Set<string>(sitemapXmlUnlisted);
  const paths = [...prerenderedPaths.filter((path) => !unlisted.has(path)), ...blogArticlePaths];
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(`${company.website}${path}`)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
