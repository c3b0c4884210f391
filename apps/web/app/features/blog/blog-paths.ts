import type { BlogId } from "@site/contracts";

/** An article's own prerendered page, the URL to share. */
export const blogArticlePath = (id: BlogId) => `/kf-blog/${encodeURIComponent(id)}`;

/** The reader with the article selected. */
export const blogReaderPath = (id: BlogId) => `/kf-blog?id=${encodeURIComponent(id)}`;
