import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { BLOG_POSTS } from "@site/content/blog-posts";
import { PAGE_RENDERERS_PATH } from "../../src/site/page-fill/page-renderers";

// The pages the server fills from the database, in a web root: the employee card and the blog
// reader with stand-in page renderers (the real ones take a web build; the outage is the same),
// an article's own page and the sitemap. Each names what it shows, so a test tells a page filled
// from the database from the page as built.

const [seed] = BLOG_POSTS;
if (seed === undefined) throw new Error("the blog has seed articles");

/** A seed employee's card: seedDatabase writes them. */
export const CARD_URL = "/empcard/9810012345";
export const ARTICLE_URL = `/kf-blog/${seed.id}`;

const shell = (loading: string) =>
  `<!DOCTYPE html><html lang="en"><body><main>${loading}</main></body></html>`;

export const BUILT = {
  card: shell("<p>Loading employee details...</p>"),
  blog: shell("<p>Loading articles...</p>"),
  article: `<!doctype html><title>${seed.title}</title><h1>${seed.title}</h1>`,
  sitemap: `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.kaizenfusion.in/kf-blog</loc></url>
</urlset>
`,
};

/** What the renderers render with data: it shows the data was read. */
export const FILLED = { card: "<p>Card of 9810012345</p>", blog: "<p>Published articles:" };

const RENDERERS = `export const contractVersion = 1;
export const employeeCard = {
  dataElementId: "employee-card-data",
  render: (data) =>
    data === undefined ? "<p>Loading employee details...</p>" : "<p>Card of " + data.phone + "</p>",
};
export const blogReader = {
  dataElementId: "blog-reader-data",
  render: (data) =>
    data === undefined ? "<p>Loading articles...</p>" : "<p>Published articles: " + data.count.rowcnt + "</p>",
};
`;

export async function writeFilledSite(root: string): Promise<void> {
  const files: Record<string, string> = {
    [PAGE_RENDERERS_PATH]: RENDERERS,
    "empcard/index.html": BUILT.card,
    "kf-blog/index.html": BUILT.blog,
    [`kf-blog/${seed?.id}/index.html`]: BUILT.article,
    "kf-blog/_missing/index.html": "<!doctype html><h1>Article not found</h1>",
    "sitemap.xml": BUILT.sitemap,
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}
