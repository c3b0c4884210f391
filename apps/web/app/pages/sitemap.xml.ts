import { sitemapXmlResponse } from "../lib/sitemap-xml";

// Written to /sitemap.xml at build time.
export const GET = sitemapXmlResponse;
