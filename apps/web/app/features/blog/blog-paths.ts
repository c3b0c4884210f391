import type { BlogId } from "@site/contracts/blog-view";

/** An article's own prerendered page, the URL to share. */
export const blogArticlePath = (id: BlogId) => `/kf-blog/${encodeURIComponent(id)}`;

/** The reader with the article selected. */
export const blogReaderPath = (id: BlogId) => `/kf-blog?id=${encodeURIComponent(id)}`;

/**
 * The id of the page an unknown or unpublished article's URL is answered with (status 404): a
 * page of the article route itself, so the browser renders it as it was built. No slug can take
 * it, since slugs are lower-case words and dashes. The server names it too (site-path.ts).
 */
export const MISSING_ARTICLE_ID = "_missing";

/** An article's cover image, drawn at build time (pages/blog-covers). */
export const blogCoverPath = (id: BlogId) => `/blog-covers/${encodeURIComponent(id)}.svg`;
