// The blog's answers and the reader's helpers, without zod: the browser's reader imports this
// module (as @site/contracts/blog-view) so its page does not load the schemas in blog.ts.

import { API_CALLS, fillPath } from "./api-paths";
import { BLOG_PAGE_SIZE } from "./constants";
import { blogMessages } from "./messages";

/** Articles are addressed by a numeric id or a URL slug. */
export type BlogId = number | string;

/** GET /api/getbloglistcnt */
export type BlogCountResponse = { rowcnt: number };

/** GET /api/getbloglistpg/{page}: one page of BLOG_PAGE_SIZE items, newest first. */
export type BlogListItem = { id: BlogId; blogtitle: string; author: string; pubdate: string };
export type BlogListResponse = BlogListItem[];

export type BlogPost = BlogListItem & {
  /** Article HTML, sanitised by the server before it is stored. */
  content: string;
  likes: number;
  /** True when the blog takes no comments. */
  commentblock: boolean;
};
export type BlogComment = { comment: string; comdate: string };

/** GET /api/getablog/{id} */
export type BlogDetailResponse = { blog: BlogPost; comment_list: BlogComment[] };

export const blogPagePath = (page: number) => fillPath(API_CALLS.blogPage.path, { page });
export const blogDetailPath = (id: BlogId) => fillPath(API_CALLS.blogDetail.path, { id });

/** Number of page buttons: ceil(count / 10). */
export const blogPageCount = (rowcnt: number) => Math.ceil(Math.max(0, rowcnt) / BLOG_PAGE_SIZE);

/** Fills what an article is missing with the reader's defaults (untitled, unknown author ...). */
export function withBlogDefaults(post: Partial<BlogPost> & Pick<BlogPost, "id">): BlogPost {
  return {
    id: post.id,
    blogtitle: post.blogtitle || blogMessages.untitled,
    author: post.author || blogMessages.unknownAuthor,
    pubdate: post.pubdate ?? "",
    content: post.content || blogMessages.noContent,
    likes: post.likes ?? 0,
    commentblock: post.commentblock ?? false,
  };
}

/** What the reader shows when an article fails to load: comments are blocked. */
export const unavailableBlog = (id: BlogId): BlogDetailResponse => ({
  blog: {
    id,
    blogtitle: blogMessages.unavailableTitle,
    author: "",
    pubdate: "",
    content: blogMessages.unavailableContent,
    likes: 0,
    commentblock: true,
  },
  comment_list: [],
});

/** A loaded article, or the 'Blog Not Available' stand-in when it could not be read. */
export interface LoadedBlog extends BlogDetailResponse {
  available: boolean;
}

// The answers of the reader's three reads, as the reader shows them. The same functions read an
// answer fetched in the browser and one the server put into the page, so both give the reader
// the same state.

/** Page buttons for a count answer, or undefined when it holds no count. */
export function pageCountOf(answer: unknown): number | undefined {
  const rowcnt = Number((answer as { rowcnt?: unknown } | null)?.rowcnt);
  return Number.isFinite(rowcnt) ? blogPageCount(rowcnt) : undefined;
}

/** A list page's items with the reader's defaults, or undefined when the answer is no list. */
export function listItemsOf(answer: unknown): BlogListItem[] | undefined {
  if (!Array.isArray(answer)) return undefined;
  return answer.map((item: Partial<BlogListItem> & Pick<BlogListItem, "id">) => ({
    id: item.id,
    blogtitle: item.blogtitle || blogMessages.untitled,
    author: item.author || blogMessages.unknownAuthor,
    pubdate: item.pubdate ?? "",
  }));
}

/** An article answer with the reader's defaults, or undefined when it holds no article. */
export function loadedBlogOf(answer: unknown, id: BlogId): LoadedBlog | undefined {
  const detail = answer as Partial<BlogDetailResponse> | null;
  if (!detail?.blog) return undefined;
  return {
    available: true,
    blog: withBlogDefaults({ ...detail.blog, id: detail.blog.id ?? id }),
    comment_list: Array.isArray(detail.comment_list) ? detail.comment_list : [],
  };
}
