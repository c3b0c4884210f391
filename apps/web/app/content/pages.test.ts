import { describe, expect, it } from "vitest";
import { routesWithLayout, routesWithoutLayout } from "../../../../e2e/tests/spec-routes";
import { blogArticleMeta } from "../features/blog/blog-article-meta";
import { TITLE_LENGTH } from "../features/blog/blog-article-title";
import { blogArticleIds, findBlogArticle } from "../features/blog/blog-articles.server";
import { feedbackLink, footerLinks, letsTalkLink, mainNav } from "./nav";
import { notFoundPage } from "./not-found";
import { pages, prerenderedPaths } from "./pages";
import { sitemapLinks } from "./sitemap";

// The independent list of every route the browser tests visit; /empcard/{phone} is served by the
// prerendered /empcard shell.
const specRoutes = [...routesWithLayout, ...routesWithoutLayout].map((route) =>
  route.startsWith("/empcard/") ? "/empcard" : route,
);

const pathOnly = (to: string) => to.split("#")[0] ?? to;

describe("page content", () => {
  it("prerenders exactly the specification's static routes", () => {
    expect([...prerenderedPaths].sort()).toEqual([...specRoutes].sort());
  });

  it("gives every page its own title and description", () => {
    const entries = Object.values(pages);
    expect(new Set(entries.map((page) => page.title)).size).toBe(entries.length);
    expect(new Set(entries.map((page) => page.description)).size).toBe(entries.length);
  });

  // Search results cut longer titles; shorter ones waste the line.
  it("gives every page, article page and the not-found page a title of 30 to 60 characters", () => {
    const articleTitles = blogArticleIds.map((id) => {
      const article = findBlogArticle(id);
      const tag = article ? blogArticleMeta(article).find((meta) => "title" in meta) : undefined;
      return { path: `/kf-blog/${id}`, title: tag && "title" in tag ? tag.title : "" };
    });
    const titles = [
      ...Object.values(pages).map(({ path, title }) => ({ path, title })),
      ...articleTitles,
      { path: "404", title: notFoundPage.title },
    ];
    const outside = titles.filter(
      ({ title }) => title.length < TITLE_LENGTH.min || title.length > TITLE_LENGTH.max,
    );
    expect(outside).toEqual([]);
  });

  it("has a heading and a real introduction on every page", () => {
    for (const page of Object.values(pages)) {
      expect(page.heading.trim()).not.toBe("");
      expect(page.intro.length).toBeGreaterThan(20);
      expect(page.intro).not.toMatch(/lorem|coming soon/i);
    }
  });

  it("links only to pages that exist, from the header, footer and sitemap", () => {
    const links = [
      ...mainNav.flatMap((entry) => (entry.kind === "group" ? entry.links : [entry])),
      letsTalkLink,
      feedbackLink,
      ...footerLinks,
      ...sitemapLinks,
    ];
    const known = new Set<string>(prerenderedPaths);
    expect(links.map((link) => pathOnly(link.to)).filter((path) => !known.has(path))).toEqual([]);
  });
});
