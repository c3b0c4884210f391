import { company } from "../content/company";
import { sitePages } from "./site-pages";

// Rendered to /sitemap.xml at build time from the pages the build prerenders (lib/site-pages.ts):
// the route table, each blog article's and each open position's own page. The server lists the
// articles published when it is asked instead (apps/api/src/blog/article-sitemap.ts), and sends
// this file as built only when its database does not answer.

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
  const urls = sitePages
    .map(({ path }) => `  <url><loc>${escapeXml(`${company.website}${path}`)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
