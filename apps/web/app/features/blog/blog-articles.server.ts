// Build time only: a `.server` module never reaches the browser. The articles whose own pages are
// prerendered come from the seed the API fills its database with, so the shared URLs and the
// reader show the same text. The API's tests check that the seed HTML is exactly what its
// sanitiser keeps, so it can be rendered as it is.
import { BLOG_POSTS } from "@site/content/blog-posts";
import { blogArticlePath } from "./blog-paths";

export interface BlogArticle {
  id: string;
  title: string;
  author: string;
  /** ISO 8601 date. */
  publishedAt: string;
  description: string;
  contentHtml: string;
}

/** What the blog's list of every article shows of one. */
export type BlogArticleSummary = Omit<BlogArticle, "contentHtml">;

/** Every article with a prerendered page, newest first, as the reader lists them. */
export const blogArticleSummaries: readonly BlogArticleSummary[] = [...BLOG_POSTS]
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  .map(({ id, title, author, publishedAt, description }) => ({
    id,
    title,
    author,
    publishedAt,
    description,
  }));

/** Ids of the articles whose own pages are prerendered. */
export const blogArticleIds = BLOG_POSTS.map((post) => post.id);

/** Paths of the article pages, for the sitemap. */
export const blogArticlePaths = blogArticleIds.map((id) => blogArticlePath(id));

export function findBlogArticle(id: string | undefined): BlogArticle | undefined {
  const post = BLOG_POSTS.find((candidate) => candidate.id === id);
  if (!post) return undefined;
  const { title, author, publishedAt, description, content } = post;
  return { id: post.id, title, author, publishedAt, description, contentHtml: content };
}
