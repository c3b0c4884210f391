import { BLOG_POSTS } from "@site/content/blog-posts";
import { describe, expect, it } from "vitest";
import { company } from "../content/company";
import { jobPostings } from "../content/job-portal";
import { prerenderedPaths } from "../content/pages";
import { sitemapXmlResponse } from "./sitemap-xml";

async function sitemapLocations() {
  const response = sitemapXmlResponse();
  expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
  const locations = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((match) => match[1]);
  expect(xml.match(/<url>/g)).toHaveLength(locations.length);
  return locations;
}

describe("sitemap.xml", () => {
  it("lists every blog article's own page", async () => {
    const locations = await sitemapLocations();
    expect(BLOG_POSTS.length).toBeGreaterThan(0);
    for (const post of BLOG_POSTS) {
      expect(locations).toContain(`${company.website}/kf-blog/${encodeURIComponent(post.id)}`);
    }
  });

  it("lists each open position's own page", async () => {
    const locations = await sitemapLocations();
    expect(jobPostings).toHaveLength(4);
    for (const posting of jobPostings) {
      expect(locations).toContain(`${company.website}/job-portal/${posting.slug}`);
    }
  });

  it("lists every prerendered page but the personal employee card, once each", async () => {
    const locations = await sitemapLocations();
    for (const path of prerenderedPaths.filter((path) => path !== "/empcard")) {
      expect(locations).toContain(`${company.website}${path}`);
    }
    expect(locations).not.toContain(`${company.website}/empcard`);
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations).toHaveLength(
      prerenderedPaths.length - 1 + BLOG_POSTS.length + jobPostings.length,
    );
  });
});
