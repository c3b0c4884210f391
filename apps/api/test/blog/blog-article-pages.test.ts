import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { BLOG_POSTS } from "@site/content/blog-posts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertBlogPost } from "../../src/blog/blog-repository";
import { seedDatabase } from "../../src/seed-database";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";
import { useWebRoot } from "../helpers/web-root";

// An article's own URL, /kf-blog/<slug>: the web build prerenders a page for each seed article;
// the server sends it only while the database still publishes that article as the seed wrote it.
const [seed] = BLOG_POSTS;
if (seed === undefined) throw new Error("the blog has seed articles");
const BUILT_PAGE = `<!doctype html><title>${seed.title}</title><h1>${seed.title}</h1>`;
// What the browser fetches when it navigates to the page within the site.
const BUILT_DATA = `[{"article":{"id":"${seed.id}"}}]`;
const SITE = "https://www.kaizenfusion.in";
const BUILT_SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${SITE}/index</loc></url>
  <url><loc>${SITE}/kf-blog</loc></url>
  <url><loc>${SITE}/kf-blog/${seed.id}</loc></url>
</urlset>
`;
const MISSING_PAGE = "<!doctype html><title>Article Not Found</title><h1>Article not found</h1>";

describe.each(testDatabases)("the blog's article URLs on $name", (kind) => {
  const webRoot = useWebRoot();
  // Written before the app opens on the web root.
  beforeAll(async () => {
    await mkdir(join(webRoot.root, "kf-blog", seed.id), { recursive: true });
    await writeFile(join(webRoot.root, "kf-blog", seed.id, "index.html"), BUILT_PAGE);
    await writeFile(join(webRoot.root, "kf-blog", `${seed.id}.data`), BUILT_DATA);
    await writeFile(join(webRoot.root, "sitemap.xml"), BUILT_SITEMAP);
    await mkdir(join(webRoot.root, "kf-blog", "_missing"));
    await writeFile(join(webRoot.root, "kf-blog", "_missing", "index.html"), MISSING_PAGE);
  });
  const { database, app } = useTestApp(kind, { env: () => ({ WEB_ROOT: webRoot.root }) });

  beforeEach(async () => {
    await database.db.deleteFrom("blog_comments").execute();
    await database.db.deleteFrom("blogs").execute();
    await seedDatabase(database.db);
  });

  const updateSeed = (values: { title?: string; is_published?: number }) =>
    database.db.updateTable("blogs").set(values).where("slug", "=", seed.id).execute();

  it("is the prerendered page while the article is published as the seed wrote it", async () => {
    const response = await app.inject({ url: `/kf-blog/${seed.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(BUILT_PAGE);
  });

  it("sends the page's data only while its page is sent", async () => {
    const asBuilt = await app.inject({ url: `/kf-blog/${seed.id}.data` });
    expect(asBuilt.statusCode).toBe(200);
    expect(asBuilt.body).toBe(BUILT_DATA);

    await updateSeed({ title: `${seed.title} (revised)` });
    expect((await app.inject({ url: `/kf-blog/${seed.id}.data` })).statusCode).toBe(404);
    await updateSeed({ title: seed.title, is_published: 0 });
    expect((await app.inject({ url: `/kf-blog/${seed.id}.data` })).statusCode).toBe(404);
    expect((await app.inject({ url: "/kf-blog/no-such-article.data" })).statusCode).toBe(404);
  });

  it("opens the reader on an article edited since the build, keeping the rest of the query", async () => {
    await updateSeed({ title: `${seed.title} (revised)` });
    const plain = await app.inject({ url: `/kf-blog/${seed.id}` });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe(`/kf-blog?id=${seed.id}`);

    const tagged = await app.inject({ url: `/kf-blog/${seed.id}?utm_source=mail&id=other` });
    expect(tagged.statusCode).toBe(302);
    expect(tagged.headers.location).toBe(`/kf-blog?id=${seed.id}&utm_source=mail`);
  });

  const writeArticle = () =>
    insertBlogPost(database.db, {
      slug: "choosing-a-cloud-region",
      title: "Choosing a Cloud Region for Indian Customers",
      author: "Neha Kapoor",
      description: "Latency, data residency and cost.",
      contentHtml: "<p>Mumbai or Hyderabad is usually the first choice.</p>",
      publishedAt: "2099-01-01",
      commentsClosed: false,
    });

  it("opens the reader on an article written in the console, which has no built page", async () => {
    await writeArticle();
    const response = await app.inject({ url: "/kf-blog/choosing-a-cloud-region" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/kf-blog?id=choosing-a-cloud-region");
  });

  it("is not found once the article is unpublished, though its page was built", async () => {
    await updateSeed({ is_published: 0 });
    for (const method of ["GET", "HEAD"] as const) {
      const response = await app.inject({ method, url: `/kf-blog/${seed.id}` });
      expect(response.statusCode).toBe(404);
    }
    const response = await app.inject({ url: `/kf-blog/${seed.id}` });
    expect(response.body).toBe(MISSING_PAGE);
  });

  it.each([
    ["an unknown slug", "/kf-blog/no-such-article"],
    ["SQL in the slug", "/kf-blog/%27%20OR%201%3D1--"],
    ["a slug longer than any stored", `/kf-blog/${"a".repeat(300)}`],
    ["the missing-article page's own path", "/kf-blog/_missing"],
  ])("answers %s with the missing-article page and 404", async (_case, url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe(MISSING_PAGE);
  });

  it("lists the articles published now in the sitemap, after the build's other pages", async () => {
    await writeArticle();
    await updateSeed({ is_published: 0 });
    const response = await app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const published = BLOG_POSTS.filter((post) => post !== seed)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((post) => `${SITE}/kf-blog/${post.id}`);
    expect(locations).toEqual([
      `${SITE}/index`,
      `${SITE}/kf-blog`,
      `${SITE}/kf-blog/choosing-a-cloud-region`,
      ...published,
    ]);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it("leaves the reader and other blog paths as they were", async () => {
    expect((await app.inject({ url: `/kf-blog/${seed.id}/more` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/kf-blog/${seed.id}/` })).headers.location).toBe(
      `/kf-blog/${seed.id}`,
    );
  });
});
