import { BLOG_POSTS } from "@site/content/blog-posts";
import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { findPublishedBlog } from "./blog-repository";

/**
 * How an article's own URL, `/kf-blog/<slug>`, is answered:
 * - `as-built`: its prerendered page, which still shows what the database publishes;
 * - `in-reader`: the blog reader with the article selected, which reads the database;
 * - `not-found`: the 404 page.
 */
export type ArticlePageAnswer = "as-built" | "in-reader" | "not-found";

/**
 * The web build prerenders a page for each seed article (`packages/content/src/blog-posts.ts`), as the seed
 * wrote it. Staff then write, edit and unpublish articles in the console, so a built page is sent
 * only while the database still publishes its article unchanged. An article written or edited
 * since has no up-to-date page and opens in the reader; one that is not published (any more) is
 * not found, whether or not a page was built for it.
 */
export async function articlePageAnswer(
  db: Kysely<Database>,
  slug: string,
): Promise<ArticlePageAnswer> {
  const article = await findPublishedBlog(db, slug);
  if (article === undefined) return "not-found";
  const seed = BLOG_POSTS.find((post) => post.id === slug);
  const asBuilt =
    seed !== undefined &&
    seed.title === article.title &&
    seed.author === article.author &&
    seed.description === article.description &&
    seed.publishedAt === article.publishedAt &&
    seed.content === article.contentHtml;
  return asBuilt ? "as-built" : "in-reader";
}
