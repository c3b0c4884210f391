import { BLOG_POSTS } from "@site/content/blog-posts";
import { describe, expect, it } from "vitest";
import { EMPLOYEES } from "../employees/employee-cards";
import { toPlainText } from "../infrastructure/text/plain-text";
import { sanitizeBlogHtml } from "./sanitize-blog-html";

const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;

describe("BLOG_POSTS", () => {
  it("offers at least twelve articles with unique slugs and titles", () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(BLOG_POSTS.map((post) => post.id)).size).toBe(BLOG_POSTS.length);
    expect(new Set(BLOG_POSTS.map((post) => post.title)).size).toBe(BLOG_POSTS.length);
    for (const post of BLOG_POSTS) expect(post.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("publishes on distinct real dates across 2025 and 2026", () => {
    const dates = BLOG_POSTS.map((post) => post.publishedAt);

    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(date).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect(dates.some((date) => date.startsWith("2025"))).toBe(true);
    expect(dates.some((date) => date.startsWith("2026"))).toBe(true);
  });

  it("credits every article to a person on the business-card list", () => {
    const names = new Set(EMPLOYEES.map((employee) => employee.name));
    for (const post of BLOG_POSTS) expect(names).toContain(post.author);
  });

  it("closes comments on exactly one article", () => {
    expect(BLOG_POSTS.filter((post) => post.commentsClosed)).toHaveLength(1);
  });

  it("keeps each article between 350 and 700 words", () => {
    for (const post of BLOG_POSTS) {
      const words = wordCount(post.content);
      expect({ id: post.id, inRange: words >= 350 && words <= 700, words }).toMatchObject({
        inRange: true,
      });
    }
  });

  it("uses only markup the blog sanitizer keeps unchanged", () => {
    for (const post of BLOG_POSTS) expect(sanitizeBlogHtml(post.content)).toBe(post.content);
  });

  it("gives each article a one-sentence description", () => {
    for (const post of BLOG_POSTS) {
      expect(post.description).toMatch(/^[A-Z][^.!?]*[.!?]$/);
    }
  });

  it("seeds up to three plain-text comments dated after publication and in order", () => {
    for (const post of BLOG_POSTS) {
      expect(post.comments.length).toBeLessThanOrEqual(3);
      let previous = new Date(`${post.publishedAt}T00:00:00Z`).getTime();
      for (const { comment, postedAt } of post.comments) {
        expect(toPlainText(comment, 1000)).toBe(comment);
        const time = new Date(postedAt).getTime();
        expect(new Date(time).toISOString()).toBe(postedAt);
        expect(time).toBeGreaterThan(previous);
        previous = time;
      }
    }
  });
});
