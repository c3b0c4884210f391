import { afterEach, describe, expect, it, vi } from "vitest";
import { pageDocumentWith, renderInBrowserAt } from "../../lib/test-stubs";
import { BlogReader } from "./blog-reader";
import {
  BLOG_READER_DATA_ID,
  type BlogReaderPageData,
  blogReaderStartOf,
  dropBlogReaderData,
  readBlogReaderStart,
} from "./blog-reader-page-data";
import { renderBlogReader } from "./render-blog-reader";

const pageDocument = (json: string | undefined) => pageDocumentWith(BLOG_READER_DATA_ID, json);

// The answers of the three calls as the API sends them for the reader's first page.
const data: BlogReaderPageData = {
  count: { rowcnt: 12 },
  list: [
    {
      id: "newest",
      blogtitle: "Newest <b>first</b>",
      author: "Neha Kapoor",
      pubdate: "2026-07-21",
    },
    { id: "older", blogtitle: "", author: "", pubdate: "2026-07-01" },
  ],
  article: {
    blog: {
      id: "newest",
      blogtitle: "Newest <b>first</b>",
      author: "Neha Kapoor",
      pubdate: "2026-07-21",
      content: "<p>Hello</p>",
      likes: 3,
      commentblock: false,
    },
    comment_list: [{ comment: "Late night </script>", comdate: "2026-07-21T23:30:00.000Z" }],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the reader's first state from the server's data", () => {
  it("is page 1 with its first article, read as fetched answers are", () => {
    expect(blogReaderStartOf(data)).toEqual({
      pageCount: 2,
      list: [
        {
          id: "newest",
          blogtitle: "Newest <b>first</b>",
          author: "Neha Kapoor",
          pubdate: "2026-07-21",
        },
        {
          id: "older",
          blogtitle: "Untitled Blog",
          author: "Unknown Author",
          pubdate: "2026-07-01",
        },
      ],
      selectedId: "newest",
      blog: { available: true, ...(data.article as object) },
    });
  });

  it("has no article selected when the list is empty", () => {
    expect(blogReaderStartOf({ count: { rowcnt: 0 }, list: [], article: null })).toEqual({
      pageCount: 0,
      list: [],
      selectedId: undefined,
      blog: undefined,
    });
  });

  it("is none when the data cannot be read", () => {
    expect(blogReaderStartOf(null)).toBeUndefined();
    expect(blogReaderStartOf({ ...data, count: {} })).toBeUndefined();
    expect(blogReaderStartOf({ ...data, list: "x" })).toBeUndefined();
    expect(blogReaderStartOf({ ...data, article: null })).toBeUndefined();
  });

  it("is read from the page's JSON block, and none without a usable block", () => {
    expect(readBlogReaderStart(pageDocument(JSON.stringify(data)))).toEqual(
      blogReaderStartOf(data),
    );
    expect(readBlogReaderStart(pageDocument(undefined))).toBeUndefined();
    expect(readBlogReaderStart(pageDocument("{not json"))).toBeUndefined();
    expect(readBlogReaderStart(undefined)).toBeUndefined();
  });

  it("is dropped from the page once used, so a later visit fetches afresh", () => {
    const doc = pageDocument(JSON.stringify(data));
    dropBlogReaderData(doc);
    expect(doc.element?.remove).toHaveBeenCalledOnce();
  });
});

describe("hydrating the server's markup", () => {
  it("renders in the browser exactly what the server sent", () => {
    const serverMarkup = renderBlogReader(data);
    expect(serverMarkup).toContain("Newest &lt;b&gt;first&lt;/b&gt;");
    expect(serverMarkup).toContain("Late night &lt;/script&gt;");
    // Before hydration the comment's instant reads in UTC, and the form waits for its script.
    expect(serverMarkup).toContain("21 July 2026");
    expect(serverMarkup).toMatch(/<textarea[^>]*disabled=""/);
    vi.stubGlobal("document", pageDocument(JSON.stringify(data)));
    expect(renderInBrowserAt(BlogReader, "/kf-blog")).toBe(serverMarkup);
  });

  it("starts loading, as the build prerendered it, without the block or with ?id=", () => {
    const loading = renderBlogReader();
    expect(loading).toContain("Loading the article...");
    expect(renderInBrowserAt(BlogReader, "/kf-blog")).toBe(loading);
    vi.stubGlobal("document", pageDocument(JSON.stringify(data)));
    expect(renderInBrowserAt(BlogReader, "/kf-blog?id=older")).toBe(loading);
  });

  it("is not rendered from unusable data", () => {
    expect(renderBlogReader({ count: {}, list: [], article: null })).toBeUndefined();
  });
});
