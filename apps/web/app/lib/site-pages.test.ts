import { BLOG_POSTS } from "@site/content/blog-posts";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checklistPages } from "../content/checklists";
import { jobPostings } from "../content/job-portal";
import { pages, prerenderedPaths } from "../content/pages";
import { sitemapLinks } from "../content/sitemap";
import { SitemapPage } from "../views/sitemap";
import { breadcrumbTrail, sitemapGroups, sitePages } from "./site-pages";
import { sitemapXmlResponse } from "./sitemap-xml";

const names = (path: string) => breadcrumbTrail(path)?.map((crumb) => crumb.label);
const paths = (path: string) => breadcrumbTrail(path)?.map((crumb) => crumb.to);

describe("breadcrumb trails", () => {
  it("has none for the home page, the personal employee card or a page the site does not hold", () => {
    expect(breadcrumbTrail("/index")).toBeUndefined();
    expect(breadcrumbTrail("/empcard")).toBeUndefined();
    expect(breadcrumbTrail("/kf-blog/_missing")).toBeUndefined();
    expect(breadcrumbTrail("/no-such-page")).toBeUndefined();
  });

  it("leads from Home straight to a top-level page, by the page's heading", () => {
    expect(names("/about")).toEqual(["Home", "About Us"]);
    expect(paths("/about")).toEqual(["/index", "/about"]);
    expect(names("/development")).toEqual(["Home", "Custom Web and Mobile Development"]);
  });

  it("passes through the blog for an article, by the article's title", () => {
    const post = BLOG_POSTS[0];
    if (!post) throw new Error("no seed article");
    expect(names(`/kf-blog/${post.id}`)).toEqual(["Home", "Blog", post.title]);
    expect(paths(`/kf-blog/${post.id}`)).toEqual(["/index", "/kf-blog", `/kf-blog/${post.id}`]);
    expect(names("/kf-blog")).toEqual(["Home", "Blog"]);
  });

  it("passes through the checklist index for every checklist, though its path is top-level", () => {
    expect(names("/healthcare-checklist")).toEqual(["Home", "Checklists", "Healthcare checklist"]);
    for (const path of Object.keys(checklistPages)) {
      expect(paths(path)).toEqual(["/index", "/checklist", path]);
    }
    expect(names("/checklist")).toEqual(["Home", "Checklists"]);
  });

  it("passes through the careers page for each position and the application form", () => {
    for (const posting of jobPostings) {
      expect(names(`/job-portal/${posting.slug}`)).toEqual(["Home", "Careers", posting.title]);
    }
    expect(names("/apply-job")).toEqual(["Home", "Careers", "Apply for a Position"]);
  });

  it("passes through the showcase for a case study and the industry overview for an industry", () => {
    const registered = prerenderedPaths as readonly string[];
    for (const path of registered.filter((path) => path.startsWith("/case-studies/"))) {
      expect(paths(path)).toEqual(["/index", "/project-deliver", path]);
      expect(names(path)?.[1]).toBe("Case studies");
    }
    for (const path of registered.filter((path) => path.startsWith("/industries/"))) {
      expect(names(path)?.slice(0, -1)).toEqual(
        registered.includes("/industries") ? ["Home", "Industries"] : ["Home"],
      );
    }
  });

  it("gives every listed page but the home page a trail ending at the page itself", () => {
    for (const { path } of sitePages.filter((page) => page.path !== "/index")) {
      const trail = breadcrumbTrail(path);
      expect(trail?.[0]?.to, path).toBe("/index");
      expect(trail?.at(-1)?.to, path).toBe(path);
      expect(new Set(trail?.map((crumb) => crumb.to)).size, path).toBe(trail?.length);
    }
  });
});

describe("the /sitemap page", () => {
  const html = renderToStaticMarkup(createElement(SitemapPage));
  const hrefs = [...html.matchAll(/<a[^>]*\shref="([^"]*)"/g)].map((match) => match[1]);

  it("keeps the firm's list first, in its order and wording", () => {
    const links = [...html.matchAll(/<a[^>]*\shref="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
      ([, to, label]) => ({ label, to }),
    );
    // The firm's sixteen links come first (the logo's link home holds a drawing, not text).
    expect(links.slice(0, sitemapLinks.length)).toEqual(
      sitemapLinks.map(({ label, to }) => ({ label, to })),
    );
    expect(html).toContain(">Back to Home</a>");
  });

  it("links every page of sitemap.xml but itself, each once", async () => {
    const xml = await sitemapXmlResponse().text();
    const listed = [...xml.matchAll(/<loc>https:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed.length).toBe(prerenderedPaths.length - 1 + BLOG_POSTS.length + 4);
    const missing = listed.filter((path) => path !== "/sitemap" && !hrefs.includes(path));
    expect(missing).toEqual([]);
    const groupLinks = sitemapGroups().flatMap((group) => group.links.map((link) => link.to));
    expect(new Set(groupLinks).size).toBe(groupLinks.length);
    expect(groupLinks.filter((to) => sitemapLinks.some((link) => link.to === to))).toEqual([]);
  });

  it("groups the rest by section, under headings a visitor scans", () => {
    const groups = Object.fromEntries(
      sitemapGroups().map((group) => [group.heading, group.links.map((link) => link.to)]),
    );
    expect(groups["Checklists and templates"]?.[0]).toBe("/checklist");
    expect(groups["Checklists and templates"]).toContain("/healthcare-checklist");
    expect(groups["Checklists and templates"]).toContain("/roi-calculator");
    expect(groups["Blog articles"]?.[0]).toBe("/kf-blog");
    expect(groups["Blog articles"]).toHaveLength(BLOG_POSTS.length + 1);
    expect(groups.Careers).toEqual([
      "/apply-job",
      ...jobPostings.map((posting) => `/job-portal/${posting.slug}`),
    ]);
    expect(groups.Products).toContain("/kf-fairex");
    expect(groups.Services).toContain("/estimate-builder");
    expect(groups.Services).not.toContain("/kf-fairex");
    expect(pages["/sitemap"].heading).toBe("Sitemap");
    expect(hrefs).not.toContain("/sitemap");
  });
});
