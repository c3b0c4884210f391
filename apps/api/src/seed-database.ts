import { BLOG_POSTS } from "@site/content/blog-posts";
import type { Kysely } from "kysely";
import { addBlogComment, insertBlogPost } from "./blog/blog-repository";
import { EMPLOYEES } from "./employees/employee-cards";
import { insertEmployee } from "./employees/employee-repository";
import type { Database } from "./infrastructure/database/schema";

/**
 * Fills the blog and the employee directory from the shared content (packages/content) on a new
 * database. Each table is seeded only while it is empty, so staff edits survive restarts; each in
 * one transaction, so a failed start leaves no half-seeded table behind.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await hasRows(trx, "blogs")) return;
    for (const post of BLOG_POSTS) {
      const blogId = await insertBlogPost(trx, {
        slug: post.id,
        title: post.title,
        author: post.author,
        description: post.description,
        contentHtml: post.content,
        publishedAt: post.publishedAt,
        commentsClosed: post.commentsClosed,
      });
      for (const comment of post.comments) {
        await addBlogComment(trx, blogId, comment.comment, comment.postedAt);
      }
    }
  });

  await db.transaction().execute(async (trx) => {
    if (await hasRows(trx, "employees")) return;
    for (const employee of EMPLOYEES) await insertEmployee(trx, employee);
  });
}

async function hasRows(db: Kysely<Database>, table: "blogs" | "employees"): Promise<boolean> {
  const row = await db.selectFrom(table).select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}
