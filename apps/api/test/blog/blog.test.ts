import { BLOG_POSTS } from "@site/content/blog-posts";
import {
  BLOG_PAGE_SIZE,
  type BlogDetailResponse,
  type BlogListResponse,
  blogMessages,
  MAX_LENGTH,
  payloadMessages,
} from "@site/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { insertBlogPost } from "../../src/blog/blog-repository";
import { seedDatabase } from "../../src/seed-database";
import { testDatabases } from "../helpers/databases";
import { basicAuth, expectJsonBodiesOnly, useTestApp } from "../helpers/test-app";

const authorization = basicAuth();
const newestFirst = [...BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const closedPost = BLOG_POSTS.find((post) => post.commentsClosed);
const openPost = newestFirst.find((post) => !post.commentsClosed && post.comments.length > 0);
if (closedPost === undefined || openPost === undefined) {
  throw new Error("The seed needs a closed article and an open one with comments");
}

describe.each(testDatabases)("blog calls on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });

  beforeEach(async () => {
    await seedDatabase(database.db);
  });

  const get = (url: string) => app.inject({ url, headers: { authorization } });
  const post = (url: string, payload: unknown) =>
    app.inject({ method: "POST", url, payload: payload as object, headers: { authorization } });
  const getBlog = async (id: string | number) =>
    (await get(`/api/getablog/${id}`)).json<BlogDetailResponse>();

  describe("count and pages", () => {
    it("counts the published articles", async () => {
      const response = await get("/api/getbloglistcnt");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ rowcnt: BLOG_POSTS.length });
    });

    it("lists ten articles a page, newest first, and the rest on page 2", async () => {
      const first = await get("/api/getbloglistpg/1");
      const second = await get("/api/getbloglistpg/2");
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      const pageOne = first.json<BlogListResponse>();
      const pageTwo = second.json<BlogListResponse>();

      expect(pageOne).toHaveLength(BLOG_PAGE_SIZE);
      expect(pageTwo).toHaveLength(BLOG_POSTS.length - BLOG_PAGE_SIZE);
      expect([...pageOne, ...pageTwo]).toEqual(
        newestFirst.map((seed) => ({
          id: seed.id,
          blogtitle: seed.title,
          author: seed.author,
          pubdate: seed.publishedAt,
        })),
      );
    });

    it("answers an empty list past the last page", async () => {
      const response = await get("/api/getbloglistpg/3");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it.each([
      ["-1", payloadMessages.notId],
      ["0", payloadMessages.notId],
      ["1.5", payloadMessages.notId],
      ["abc", payloadMessages.notNumber],
    ])("refuses page %s with a 400", async (page, message) => {
      const response = await get(`/api/getbloglistpg/${page}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field: "page" });
    });

    it("leaves unpublished articles out of the count, the pages and the reader", async () => {
      await database.db
        .updateTable("blogs")
        .set({ is_published: 0 })
        .where("slug", "=", openPost.id)
        .execute();

      expect((await get("/api/getbloglistcnt")).json()).toEqual({ rowcnt: BLOG_POSTS.length - 1 });
      const listed = [
        ...(await get("/api/getbloglistpg/1")).json<BlogListResponse>(),
        ...(await get("/api/getbloglistpg/2")).json<BlogListResponse>(),
      ];
      expect(listed.map((item) => item.id)).not.toContain(openPost.id);
      expect((await get(`/api/getablog/${openPost.id}`)).statusCode).toBe(404);
    });

    it("needs the API credentials", async () => {
      const response = await app.inject({ url: "/api/getbloglistcnt" });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Authentication required" });
    });
  });

  describe("one article", () => {
    it("answers the article with its comments oldest first", async () => {
      const response = await get(`/api/getablog/${openPost.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        blog: {
          id: openPost.id,
          blogtitle: openPost.title,
          author: openPost.author,
          pubdate: openPost.publishedAt,
          content: openPost.content,
          likes: 0,
          commentblock: false,
        },
        comment_list: openPost.comments.map((seed) => ({
          comment: seed.comment,
          comdate: seed.postedAt,
        })),
      });
    });

    it("marks the article that takes no comments", async () => {
      expect((await getBlog(closedPost.id)).blog.commentblock).toBe(true);
    });

    it("finds an article by its numeric id too", async () => {
      const row = await database.db
        .selectFrom("blogs")
        .select("id")
        .where("slug", "=", openPost.id)
        .executeTakeFirstOrThrow();
      expect((await getBlog(row.id)).blog.id).toBe(openPost.id);
    });

    it.each(["no-such-article", "987654", "99999999999999999999"])(
      "answers 404 for an unknown id %s",
      async (id) => {
        const response = await get(`/api/getablog/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: blogMessages.unavailableTitle, field: "id" });
      },
    );

    it("refuses an id that is neither a number nor a slug", async () => {
      const response = await get("/api/getablog/Not%20A%20Slug");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: "id" });
    });

    it("serves no script in any seeded article", async () => {
      for (const seed of BLOG_POSTS) {
        const { blog } = await getBlog(seed.id);
        expect(blog.content).not.toMatch(/<script|on\w+=|javascript:/i);
      }
    });

    it("sanitises article HTML when it is stored", async () => {
      await insertBlogPost(database.db, {
        slug: "tampered-article",
        title: "Tampered",
        author: "Arjun Mehta",
        description: "An article with hostile markup.",
        contentHtml:
          '<p onclick="steal()">Safe text<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
        publishedAt: "2026-08-01",
        commentsClosed: false,
      });
      expect((await getBlog("tampered-article")).blog.content).toBe("<p>Safe text</p><a>x</a>");
    });
  });

  describe("likes", () => {
    // Likes count once per visitor and day (see blog-likes.test.ts), so each comes from its own address.
    const likeFrom = (remoteAddress: string, payload: object) =>
      app.inject({
        method: "POST",
        url: "/api/UpdateBlogLikes",
        payload,
        remoteAddress,
        headers: { authorization },
      });

    it("adds one like per visitor and keeps it", async () => {
      const first = await likeFrom("203.0.113.1", { blogid: openPost.id, like: true });
      expect(first.statusCode).toBe(200);
      expect(first.headers["content-type"]).toMatch(/^application\/json/);
      expect(first.json()).toBe("OK");
      await likeFrom("203.0.113.2", { blogid: openPost.id, like: true, extra: "ignored" });

      expect((await getBlog(openPost.id)).blog.likes).toBe(2);
      expect((await getBlog(closedPost.id)).blog.likes).toBe(0);
    });

    it("counts every one of many visitors' likes sent at once", async () => {
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          likeFrom(`198.51.100.${index + 1}`, { blogid: openPost.id, like: true }),
        ),
      );
      expect((await getBlog(openPost.id)).blog.likes).toBe(20);
    });

    it.each([
      [{ blogid: "x", like: false }, payloadMessages.notTrue, "like"],
      [{ blogid: "x" }, payloadMessages.notTrue, "like"],
      [{ like: true }, payloadMessages.unknownOption, "blogid"],
      [{ blogid: ["x"], like: true }, payloadMessages.unknownOption, "blogid"],
      [[1, 2], payloadMessages.notAnObject, undefined],
    ])("refuses %j with a 400", async (payload, message, field) => {
      const response = await post("/api/UpdateBlogLikes", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(field ? { message, field } : { message });
    });

    it.each(["no-such-article", 987654, 2 ** 40])(
      "answers 404 for the unknown blog %j",
      async (blogid) => {
        const response = await post("/api/UpdateBlogLikes", { blogid, like: true });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: blogMessages.unavailableTitle,
          field: "blogid",
        });
      },
    );

    it("refuses a body that is not JSON", async () => {
      await expectJsonBodiesOnly(app, "/api/UpdateBlogLikes", {
        brokenJson: '{"blogid": ',
        text: "like",
      });
    });
  });

  describe("comments", () => {
    it("appends a comment after the existing ones", async () => {
      const response = await post("/api/UpdateBlogComments", {
        blogid: openPost.id,
        comment: "  Clear and practical, thank you.  ",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe("OK");

      const comments = (await getBlog(openPost.id)).comment_list;
      expect(comments).toHaveLength(openPost.comments.length + 1);
      expect(comments.at(-1)?.comment).toBe("Clear and practical, thank you.");
      expect(Date.parse(comments.at(-1)?.comdate ?? "")).toBeGreaterThan(Date.now() - 60_000);
    });

    it("keeps markup in a comment as plain text", async () => {
      const comment = '<b>Great</b> <script>alert("x")</script> & 1 < 2';
      await post("/api/UpdateBlogComments", { blogid: openPost.id, comment });

      const stored = await database.db.selectFrom("blog_comments").select("body").execute();
      expect(stored.map((row) => row.body)).toContain(comment);
      expect((await getBlog(openPost.id)).comment_list.at(-1)?.comment).toBe(comment);
    });

    it("refuses comments on an article that takes none", async () => {
      const response = await post("/api/UpdateBlogComments", {
        blogid: closedPost.id,
        comment: "Let me in",
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Comments are closed for this blog." });
      expect((await getBlog(closedPost.id)).comment_list).toHaveLength(closedPost.comments.length);
    });

    it.each(["", "   \n\t ", "\u0007\u0000"])("refuses the blank comment %j", async (comment) => {
      const response = await post("/api/UpdateBlogComments", { blogid: openPost.id, comment });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: blogMessages.blankComment, field: "comment" });
      expect((await getBlog(openPost.id)).comment_list).toHaveLength(openPost.comments.length);
    });

    it("refuses an over-long comment and a comment that is not text", async () => {
      const long = await post("/api/UpdateBlogComments", {
        blogid: openPost.id,
        comment: "a".repeat(MAX_LENGTH.comment + 1),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({
        message: payloadMessages.tooLong(MAX_LENGTH.comment),
        field: "comment",
      });

      const notText = await post("/api/UpdateBlogComments", { blogid: openPost.id, comment: 5 });
      expect(notText.statusCode).toBe(400);
      expect(notText.json()).toEqual({ message: payloadMessages.notText, field: "comment" });
    });

    it("answers 404 for a comment on an unknown blog", async () => {
      const response = await post("/api/UpdateBlogComments", { blogid: 987654, comment: "Hi" });
      expect(response.statusCode).toBe(404);
      expect(await database.db.selectFrom("blog_comments").select("id").execute()).toHaveLength(
        BLOG_POSTS.reduce((sum, seed) => sum + seed.comments.length, 0),
      );
    });
  });
});
