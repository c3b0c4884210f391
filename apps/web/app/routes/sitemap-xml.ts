import { company } from "../content/company";
import { type PagePath, prerenderedPaths } from "../content/pages";

// Rendered to /sitemap.xml at build time. The employee card is personal, not a page to index.
const unlisted = new Set<PagePath>(["/empcard"]);

export function loader() {
  const urls = prerenderedPaths
    .filter((path) => !unlisted.has(path))
    .map((path) => `  <url><loc>${company.website}${path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
