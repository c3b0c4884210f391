import type { BlogDetailResponse } from "@site/contracts/blog-view";
import type { Kysely } from "kysely";
import { isRowId } from "../infrastructure/database/row-id";
import type { Database } from "../infrastructure/database/schema";
import { sanitizeBlogHtml } from "./sanitize-blog-html";

type Db = Kysely<Database>;

/** A published article, as the reader sees it. */
export interface BlogArticle {
  id: number;
  slug: string;
  title: string;
  author: string;
  description: string;
  publishedAt: string;
  contentHtml: string;
  likes: number;
  commentsClosed: boolean;
}

export interface BlogListEntry {
  slug: string;
  title: string;
  author: string;
  publishedAt: string;
}

export interface NewBlogPost {
  slug: string;
  title: string;
  author: string;
  description: string;
  /** Any HTML: it is sanitised here, so no caller can store a script. */
  contentHtml: string;
  publishedAt: string;
  commentsClosed: boolean;
}

/** An article is addressed by its numeric id or its slug. */
export type BlogKey = number | string;

const published = (db: Db) => db.selectFrom("blogs").where("is_published", "=", 1);

export async function countPublishedBlogs(db: Db): Promise<number> {
  const { count } = await published(db)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a count as a bigint string.
  return Number(count);
}

/** One page of published articles, newest first; `page` counts from 1. */
export async function listPublishedBlogs(
  db: Db,
  page: number,
  pageSize: number,
): Promise<BlogListEntry[]> {
  return published(db)
    .select(["slug", "title", "author", "published_at as publishedAt"])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

/** The slugs of every published article, newest first. */
export async function listPublishedSlugs(db: Db): Promise<string[]> {
  const rows = await published(db)
    .select("slug")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => row.slug);
}

export async function findPublishedBlog(db: Db, key: BlogKey): Promise<BlogArticle | undefined> {
  if (typeof key === "number" && !isRowId(key)) return undefined;
  const row = await published(db)
    .where(typeof key === "number" ? "id" : "slug", "=", key)
    .select([
      "id",
      "slug",
      "title",
      "author",
      "description",
      "published_at as publishedAt",
      "content_html as contentHtml",
      "likes",
      "comments_closed",
    ])
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const { comments_closed, ...article } = row;
  return { ...article, commentsClosed: comments_closed === 1 };
}

/** Visible comments, oldest first. */
/** An article with its comments, as GET /api/getablog answers and the server-filled page embeds. */
export async function blogDetail(db: Db, blog: BlogArticle): Promise<BlogDetailResponse> {
  const comments = await listBlogComments(db, blog.id);
  return {
    blog: {
      id: blog.slug,
      blogtitle: blog.title,
      author: blog.author,
      pubdate: blog.publishedAt,
      content: blog.contentHtml,
      likes: blog.likes,
      commentblock: blog.commentsClosed,
    },
    comment_list: comments.map((comment) => ({
      comment: comment.body,
      comdate: comment.createdAt,
    })),
  };
}

async function listBlogComments(
  db: Db,
  blogId: number,
): Promise<{ body: string; createdAt: string }[]> {
  return db
    .selectFrom("blog_comments")
    .where("blog_id", "=", blogId)
    .where("is_hidden", "=", 0)
    .select(["body", "created_at as createdAt"])
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

/**
 * Counts a visitor's like of an article unless they liked it already that day; answers whether
 * it counted. The unique key decides between concurrent likes of one visitor, and the count is
 * raised by the database in the same transaction, so none is lost or counted twice.
 */
export async function addBlogLikeOnce(
  db: Db,
  like: { blogId: number; day: string; visitorHash: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("blog_like_visitors")
      .values({ day: like.day, blog_id: like.blogId, visitor_hash: like.visitorHash })
      .onConflict((conflict) => conflict.columns(["day", "blog_id", "visitor_hash"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable("blogs")
      .set((eb) => ({ likes: eb("likes", "+", 1) }))
      .where("id", "=", like.blogId)
      .execute();
    return true;
  });
}

/**
 * Stores an already plain-text comment. A comment sent again under an Idempotency-Key already
 * stored is skipped by the unique index, so repeats that race each other leave one row.
 */
export async function addBlogComment(
  db: Db,
  blogId: number,
  body: string,
  createdAt = new Date().toISOString(),
  idempotencyKey: string | null = null,
): Promise<void> {
  await db
    .insertInto("blog_comments")
    .values({ blog_id: blogId, body, created_at: createdAt, idempotency_key: idempotencyKey })
    .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
    .execute();
}

/** Whether a comment sent with this Idempotency-Key is stored. */
export async function hasBlogCommentWithKey(db: Db, idempotencyKey: string): Promise<boolean> {
  const found = await db
    .selectFrom("blog_comments")
    .select("id")
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  return found !== undefined;
}

export async function insertBlogPost(
  db: Db,
  post: NewBlogPost,
  now = new Date().toISOString(),
): Promise<number> {
  const { id } = await db
    .insertInto("blogs")
    .values({
      slug: post.slug,
      title: post.title,
      author: post.author,
      description: post.description,
      content_html: sanitizeBlogHtml(post.contentHtml),
      published_at: post.publishedAt,
      comments_closed: post.commentsClosed ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}
