import { describe, expect, it } from "vitest";
import {
  blogDetailParamsSchema,
  blogDetailPath,
  blogPageCount,
  blogPageParamsSchema,
  blogPagePath,
  commentPayloadSchema,
  likePayloadSchema,
  unavailableBlog,
  withBlogDefaults,
} from "./blog";
import { BLOG_FALLBACK_COUNT } from "./constants";
import { blogMessages, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";

describe("blogPageCount", () => {
  it.each([
    [0, 0],
    [1, 1],
    [10, 1],
    [11, 2],
    [BLOG_FALLBACK_COUNT, 5],
  ])("%d blogs make %d pages", (count, pages) => {
    expect(blogPageCount(count)).toBe(pages);
  });
});

describe("article defaults", () => {
  it("fills missing title, author, content and likes", () => {
    expect(withBlogDefaults({ id: 7, blogtitle: "", pubdate: "2025-06-01" })).toEqual({
      id: 7,
      blogtitle: blogMessages.untitled,
      author: blogMessages.unknownAuthor,
      pubdate: "2025-06-01",
      content: blogMessages.noContent,
      likes: 0,
      commentblock: false,
    });
  });

  it("shows an unavailable article with comments blocked", () => {
    expect(unavailableBlog("erp-audit")).toMatchObject({
      blog: {
        blogtitle: blogMessages.unavailableTitle,
        content: blogMessages.unavailableContent,
        commentblock: true,
      },
      comment_list: [],
    });
  });
});

describe("paths and path parameters", () => {
  it("builds the list and detail paths", () => {
    expect(blogPagePath(2)).toBe("/api/getbloglistpg/2");
    expect(blogDetailPath("agentic-ai-in-operations")).toBe(
      "/api/getablog/agentic-ai-in-operations",
    );
  });

  it("reads a page number and an id from the path", () => {
    expect(blogPageParamsSchema.parse({ page: "3" })).toEqual({ page: 3 });
    expect(blogPageParamsSchema.safeParse({ page: "0" }).success).toBe(false);
    expect(blogPageParamsSchema.safeParse({ page: "two" }).success).toBe(false);
    expect(blogDetailParamsSchema.parse({ id: "12" })).toEqual({ id: 12 });
    expect(blogDetailParamsSchema.parse({ id: "iot-on-the-factory-floor" })).toEqual({
      id: "iot-on-the-factory-floor",
    });
    expect(blogDetailParamsSchema.safeParse({ id: "../etc/passwd" }).success).toBe(false);
  });
});

describe("likePayloadSchema", () => {
  it("accepts one like for an article", () => {
    expect(parsePayload(likePayloadSchema, { blogid: 4, like: true, count: 999 })).toEqual({
      ok: true,
      value: { blogid: 4, like: true },
    });
  });

  it("refuses anything but like: true and a valid id", () => {
    expect(parsePayload(likePayloadSchema, { blogid: 4, like: false })).toEqual({
      ok: false,
      message: payloadMessages.notTrue,
      field: "like",
    });
    expect(parsePayload(likePayloadSchema, { blogid: -1, like: true })).toMatchObject({
      ok: false,
      field: "blogid",
    });
  });
});

describe("commentPayloadSchema", () => {
  it("accepts a trimmed comment", () => {
    expect(
      parsePayload(commentPayloadSchema, { blogid: "erp-audit", comment: "  Useful. " }),
    ).toEqual({
      ok: true,
      value: { blogid: "erp-audit", comment: "Useful." },
    });
  });

  it("refuses a blank or oversize comment", () => {
    expect(parsePayload(commentPayloadSchema, { blogid: 1, comment: "   " })).toEqual({
      ok: false,
      message: blogMessages.blankComment,
      field: "comment",
    });
    expect(parsePayload(commentPayloadSchema, { blogid: 1, comment: "c".repeat(2001) })).toEqual({
      ok: false,
      message: payloadMessages.tooLong(2000),
      field: "comment",
    });
    expect(parsePayload(commentPayloadSchema, { blogid: 1 })).toMatchObject({ field: "comment" });
  });
});
