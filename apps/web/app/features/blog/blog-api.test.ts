import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetchAnswer, stubFetchFailure, stubSiteConfig } from "../../lib/test-stubs";
import { fetchBlog, fetchBlogPage, fetchBlogPageCount, sendComment, sendLike } from "./blog-api";

beforeEach(stubSiteConfig);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchBlogPageCount", () => {
  it("turns the count into pages of ten", async () => {
    stubFetchAnswer(200, { rowcnt: 12 });
    await expect(fetchBlogPageCount()).resolves.toBe(2);
  });

  it("falls back to a count of 50 when the count cannot be read", async () => {
    stubFetchAnswer(500, { message: "Database unavailable" });
    await expect(fetchBlogPageCount()).resolves.toBe(5);
    stubFetchFailure();
    await expect(fetchBlogPageCount()).resolves.toBe(5);
  });
});

describe("fetchBlogPage", () => {
  it("asks for the page and fills missing titles and authors", async () => {
    const fetch = stubFetchAnswer(200, [{ id: 4, blogtitle: "", pubdate: "2025-01-14" }]);
    await expect(fetchBlogPage(2)).resolves.toEqual([
      { id: 4, blogtitle: "Untitled Blog", author: "Unknown Author", pubdate: "2025-01-14" },
    ]);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/getbloglistpg/2");
  });

  it("answers an empty page when the list cannot be read", async () => {
    stubFetchAnswer(404, { message: "Not found" });
    await expect(fetchBlogPage(9)).resolves.toEqual([]);
  });
});

describe("fetchBlog", () => {
  it("answers the article with the spec's defaults and its comments", async () => {
    stubFetchAnswer(200, {
      blog: { id: "a-slug", blogtitle: "Title", content: "", likes: 3 },
      comment_list: [{ comment: "Nice", comdate: "2025-02-01T10:00:00.000Z" }],
    });
    const loaded = await fetchBlog("a-slug");
    expect(loaded.available).toBe(true);
    expect(loaded.blog).toMatchObject({
      id: "a-slug",
      author: "Unknown Author",
      content: "No content available",
      likes: 3,
      commentblock: false,
    });
    expect(loaded.comment_list).toHaveLength(1);
  });

  it("shows 'Blog Not Available' with comments blocked when the article fails", async () => {
    stubFetchAnswer(404, { message: "Blog Not Available" });
    const loaded = await fetchBlog(12);
    expect(loaded.available).toBe(false);
    expect(loaded.blog).toMatchObject({
      id: 12,
      blogtitle: "Blog Not Available",
      content: "This blog could not be loaded.",
      commentblock: true,
    });
  });
});

describe("likes and comments", () => {
  it("send the spec's payloads and succeed only on the answer OK", async () => {
    const fetch = stubFetchAnswer(200, "OK");
    await expect(sendLike("a-slug")).resolves.toBe(true);
    await expect(sendComment(7, "Helpful")).resolves.toBe(true);
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.body])).toEqual([
      ["/api/UpdateBlogLikes", JSON.stringify({ blogid: "a-slug", like: true })],
      ["/api/UpdateBlogComments", JSON.stringify({ blogid: 7, comment: "Helpful" })],
    ]);
  });

  it("post a comment again after a failure under its key, and a new one after a success", async () => {
    const keys: string[] = [];
    let reachable = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get("Idempotency-Key") ?? "");
        if (!reachable) throw new TypeError("Failed to fetch");
        return new Response('"OK"', { headers: { "content-type": "application/json" } });
      }),
    );
    await expect(sendComment(7, "Helpful")).resolves.toBe(false);
    reachable = true;
    await expect(sendComment(7, "Helpful")).resolves.toBe(true);
    await expect(sendComment(7, "Helpful")).resolves.toBe(true);
    await expect(sendComment(7, "Also clear")).resolves.toBe(true);
    expect(keys[0]).not.toBe("");
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
  });

  it("fail on a refusal or no answer", async () => {
    stubFetchAnswer(403, { message: "Comments are closed for this blog." });
    await expect(sendComment(1, "Hi")).resolves.toBe(false);
    stubFetchFailure();
    await expect(sendLike(1)).resolves.toBe(false);
  });
});
