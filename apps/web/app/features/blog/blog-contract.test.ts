import * as contracts from "@site/contracts";
import { describe, expect, it } from "vitest";
import {
  blogDetailPath,
  blogPageCount,
  blogPagePath,
  unavailableBlog,
  withBlogDefaults,
} from "./blog-contract";

describe("the reader's blog helpers", () => {
  it("count pages as the contract does: ceil(count / 10)", () => {
    for (const count of [-1, 0, 1, 9, 10, 11, 12, 50, 101]) {
      expect(blogPageCount(count)).toBe(contracts.blogPageCount(count));
    }
    expect(blogPageCount(12)).toBe(2);
    expect(blogPageCount(contracts.BLOG_FALLBACK_COUNT)).toBe(5);
  });

  it("build the contract's paths", () => {
    expect(blogPagePath(2)).toBe(contracts.blogPagePath(2));
    expect(blogDetailPath("iot-on-the-factory-floor")).toBe(
      contracts.blogDetailPath("iot-on-the-factory-floor"),
    );
    expect(blogDetailPath(7)).toBe("/api/getablog/7");
  });

  it("fill missing fields with the contract's defaults", () => {
    const sparse = { id: 3 };
    expect(withBlogDefaults(sparse)).toEqual(contracts.withBlogDefaults(sparse));
    expect(withBlogDefaults(sparse)).toMatchObject({
      blogtitle: "Untitled Blog",
      author: "Unknown Author",
      content: "No content available",
      likes: 0,
    });
    const full = {
      id: "a",
      blogtitle: "T",
      author: "A",
      pubdate: "2025-01-01",
      content: "<p>x</p>",
      likes: 4,
      commentblock: true,
    };
    expect(withBlogDefaults(full)).toEqual(full);
  });

  it("stand in for an article that failed to load with comments blocked", () => {
    expect(unavailableBlog("x")).toEqual(contracts.unavailableBlog("x"));
    expect(unavailableBlog("x").blog).toMatchObject({
      blogtitle: "Blog Not Available",
      content: "This blog could not be loaded.",
      commentblock: true,
    });
  });
});
