import {
  API_CALLS,
  BLOG_FALLBACK_COUNT,
  type BlogCountResponse,
  type BlogDetailResponse,
  type BlogId,
  type BlogListItem,
  blogMessages,
  type CommentPayload,
  isSaveOk,
  type LikePayload,
} from "@site/contracts";
import { apiRequest } from "../../lib/api-client";
import {
  blogDetailPath,
  blogPageCount,
  blogPagePath,
  unavailableBlog,
  withBlogDefaults,
} from "./blog-contract";

// The blog reader's calls. None of them throws: a failed read answers the spec's fallback and a
// failed write answers false, so the reader only decides what the visitor sees.

/** A loaded article, or the 'Blog Not Available' stand-in when it could not be read. */
export interface LoadedBlog extends BlogDetailResponse {
  available: boolean;
}

/** Number of page buttons; when the count cannot be read, as many as BLOG_FALLBACK_COUNT gives. */
export async function fetchBlogPageCount(): Promise<number> {
  try {
    const { ok, data } = await apiRequest<Partial<BlogCountResponse>>(
      "GET",
      API_CALLS.blogCount.path,
    );
    const rowcnt = Number(data?.rowcnt);
    if (ok && Number.isFinite(rowcnt)) return blogPageCount(rowcnt);
  } catch {
    // No answer: fall through to the fallback count.
  }
  return blogPageCount(BLOG_FALLBACK_COUNT);
}

/** One page of the list; an empty page when it cannot be read. */
export async function fetchBlogPage(page: number): Promise<BlogListItem[]> {
  try {
    const { ok, data } = await apiRequest<unknown>("GET", blogPagePath(page));
    if (!ok || !Array.isArray(data)) return [];
    return data.map((item: Partial<BlogListItem> & Pick<BlogListItem, "id">) => ({
      id: item.id,
      blogtitle: item.blogtitle || blogMessages.untitled,
      author: item.author || blogMessages.unknownAuthor,
      pubdate: item.pubdate ?? "",
    }));
  } catch {
    return [];
  }
}

export async function fetchBlog(id: BlogId): Promise<LoadedBlog> {
  try {
    const { ok, data } = await apiRequest<Partial<BlogDetailResponse>>("GET", blogDetailPath(id));
    if (ok && data?.blog) {
      return {
        available: true,
        blog: withBlogDefaults({ ...data.blog, id: data.blog.id ?? id }),
        comment_list: Array.isArray(data.comment_list) ? data.comment_list : [],
      };
    }
  } catch {
    // No answer: show the stand-in below.
  }
  return { available: false, ...unavailableBlog(id) };
}

async function saves(path: string, body: LikePayload | CommentPayload): Promise<boolean> {
  try {
    const { ok, data } = await apiRequest("POST", path, body);
    return ok && isSaveOk(data);
  } catch {
    return false;
  }
}

export const sendLike = (blogid: BlogId) =>
  saves(API_CALLS.updateBlogLikes.path, { blogid, like: true });

export const sendComment = (blogid: BlogId, comment: string) =>
  saves(API_CALLS.updateBlogComments.path, { blogid, comment });
