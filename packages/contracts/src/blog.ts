// Blog reader calls (spec part 2 §3, §7): count, pages of the list, one article with its comments,
// likes and comments.

import { z } from "zod";
import type { SaveOk } from "./api-answers";
import { API_CALLS, fillPath } from "./api-paths";
import { BLOG_PAGE_SIZE, MAX_LENGTH } from "./constants";
import { blogMessages, payloadMessages } from "./messages";
import { payloadObject } from "./payload-fields";

/** Articles are addressed by a numeric id or a URL slug. */
export type BlogId = number | string;

const blogSlug = z
  .string({ error: payloadMessages.unknownOption })
  .trim()
  .max(MAX_LENGTH.blogSlug, { error: payloadMessages.unknownOption, abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: payloadMessages.unknownOption });

export const blogIdSchema = z.union([z.number().int().positive(), blogSlug], {
  error: payloadMessages.unknownOption,
});

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

/** Path parameters of the list and detail calls, as the server receives them. */
export const blogPageParamsSchema = z.object({
  page: z.coerce
    .number({ error: payloadMessages.notNumber })
    .int({ error: payloadMessages.notId })
    .min(1, { error: payloadMessages.notId })
    .max(100_000, { error: payloadMessages.notId }),
});
export const blogDetailParamsSchema = z.object({
  id: blogSlug.transform((id): BlogId => (/^\d+$/.test(id) ? Number(id) : id)),
});

export const blogPagePath = (page: number) => fillPath(API_CALLS.blogPage.path, { page });
export const blogDetailPath = (id: BlogId) => fillPath(API_CALLS.blogDetail.path, { id });

/** Number of page buttons: ceil(count / 10). */
export const blogPageCount = (rowcnt: number) => Math.ceil(Math.max(0, rowcnt) / BLOG_PAGE_SIZE);

/** Fills what an article is missing with the spec's defaults. */
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

/** POST /api/UpdateBlogLikes: counts once per visitor, article and day; a repeat answers OK. */
export const likePayloadSchema = payloadObject({
  blogid: blogIdSchema,
  like: z.literal(true, { error: payloadMessages.notTrue }),
});
export type LikePayload = z.input<typeof likePayloadSchema>;

/** POST /api/UpdateBlogComments: a blank comment is refused, long ones are bounded. */
export const commentPayloadSchema = payloadObject({
  blogid: blogIdSchema,
  comment: z
    .string({ error: payloadMessages.notText })
    .trim()
    .min(1, { error: blogMessages.blankComment })
    .max(MAX_LENGTH.comment, { error: payloadMessages.tooLong(MAX_LENGTH.comment) }),
});
export type CommentPayload = z.input<typeof commentPayloadSchema>;

export type BlogUpdateResponse = SaveOk;
