// The payload types come from the main entry, whose schemas they are inferred from; a type
// import leaves nothing in the page.
import type { CommentPayload, LikePayload } from "@site/contracts";
import { isSaveOk } from "@site/contracts/api-answers";
import { API_CALLS } from "@site/contracts/api-paths";
import {
  type BlogId,
  type BlogListItem,
  blogDetailPath,
  blogPageCount,
  blogPagePath,
  type LoadedBlog,
  listItemsOf,
  loadedBlogOf,
  pageCountOf,
  unavailableBlog,
} from "@site/contracts/blog-view";
import { BLOG_FALLBACK_COUNT } from "@site/contracts/constants";
import { apiRequest, newIdempotencyKey, type RequestOptions } from "../../lib/api-client";

export type { LoadedBlog } from "@site/contracts/blog-view";

// The blog reader's calls. None of them throws: a failed read answers a fallback and a failed
// write answers false, so the reader only decides what the visitor sees.

/** Number of page buttons; when the count cannot be read, as many as BLOG_FALLBACK_COUNT gives. */
export async function fetchBlogPageCount(): Promise<number> {
  try {
    const { ok, data } = await apiRequest("GET", API_CALLS.blogCount.path);
    const pageCount = ok ? pageCountOf(data) : undefined;
    if (pageCount !== undefined) return pageCount;
  } catch {
    // No answer: fall through to the fallback count.
  }
  return blogPageCount(BLOG_FALLBACK_COUNT);
}

/** One page of the list; an empty page when it cannot be read. */
export async function fetchBlogPage(page: number): Promise<BlogListItem[]> {
  try {
    const { ok, data } = await apiRequest("GET", blogPagePath(page));
    return (ok ? listItemsOf(data) : undefined) ?? [];
  } catch {
    return [];
  }
}

export async function fetchBlog(id: BlogId): Promise<LoadedBlog> {
  try {
    const { ok, data } = await apiRequest("GET", blogDetailPath(id));
    const loaded = ok ? loadedBlogOf(data, id) : undefined;
    if (loaded) return loaded;
  } catch {
    // No answer: show the stand-in below.
  }
  return { available: false, ...unavailableBlog(id) };
}

async function saves(
  path: string,
  body: LikePayload | CommentPayload,
  options?: RequestOptions,
): Promise<boolean> {
  try {
    const { ok, data } = await apiRequest("POST", path, body, options);
    return ok && isSaveOk(data);
  } catch {
    return false;
  }
}

export const sendLike = (blogid: BlogId) =>
  saves(API_CALLS.updateBlogLikes.path, { blogid, like: true });

// The comment whose post failed last, with its key. The same text sent to the same article again
// keeps the key (the first may have been stored and only its answer lost); another comment, or
// any after a success, gets a new one.
let failedComment: { blogid: BlogId; comment: string; key: string } | null = null;

/** Posts a comment under a key of its own, so that a repeat of it is stored once. */
export async function sendComment(blogid: BlogId, comment: string): Promise<boolean> {
  const retried = failedComment?.blogid === blogid && failedComment.comment === comment;
  const key = retried && failedComment ? failedComment.key : newIdempotencyKey();
  const saved = await saves(
    API_CALLS.updateBlogComments.path,
    { blogid, comment },
    { idempotencyKey: key },
  );
  failedComment = saved ? null : { blogid, comment, key };
  return saved;
}
