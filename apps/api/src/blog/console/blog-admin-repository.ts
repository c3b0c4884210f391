import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { insertBlogPost } from "../blog-repository";
import { sanitizeBlogHtml } from "../sanitize-blog-html";
import { type BlogInput, slugFromTitle } from "./blog-form";

type Db = Kysely<Database>;

/** Every article, published or not, newest first. */
export async function listAllBlogs(db: Db) {
  return db
    .selectFrom("blogs")
    .select(["id", "slug", "title", "published_at", "is_published", "comments_closed"])
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function findBlogForEditing(db: Db, id: number) {
  const blog = await db.selectFrom("blogs").selectAll().where("id", "=", id).executeTakeFirst();
  if (blog === undefined) return undefined;
  const comments = await db
    .selectFrom("blog_comments")
    .select(["id", "body", "created_at", "is_hidden"])
    .where("blog_id", "=", id)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return { blog, comments };
}

/** A slug no other article uses: the title's, then with -2, -3... appended. */
async function freeSlug(db: Db, title: string): Promise<string> {
  const base = slugFromTitle(title);
  const taken = new Set(
    (await db.selectFrom("blogs").select("slug").where("slug", "like", `${base}%`).execute()).map(
      (row) => row.slug,
    ),
  );
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  return slug;
}

/** Creates a published article with open comments. */
export async function createBlog(db: Db, post: BlogInput): Promise<number> {
  return insertBlogPost(db, {
    slug: await freeSlug(db, post.title),
    title: post.title,
    author: post.author,
    description: post.description,
    contentHtml: post.content_html,
    publishedAt: post.published_at,
    commentsClosed: false,
  });
}

/** Answers false when there is no such article. The HTML is sanitised again, whoever calls. */
export async function updateBlog(db: Db, id: number, post: BlogInput): Promise<boolean> {
  const result = await db
    .updateTable("blogs")
    .set({
      ...post,
      content_html: sanitizeBlogHtml(post.content_html),
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setBlogFlag(
  db: Db,
  id: number,
  flag: "is_published" | "comments_closed",
  value: boolean,
): Promise<void> {
  await db
    .updateTable("blogs")
    .set({ [flag]: value ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function setCommentHidden(
  db: Db,
  blogId: number,
  commentId: number,
  hidden: boolean,
): Promise<void> {
  await db
    .updateTable("blog_comments")
    .set({ is_hidden: hidden ? 1 : 0 })
    .where("id", "=", commentId)
    .where("blog_id", "=", blogId)
    .execute();
}
