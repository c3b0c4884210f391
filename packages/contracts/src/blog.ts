// Blog reader calls: count, pages of the list, one article with its comments,
// likes and comments.

import type { SaveOk } from "./api-answers";
import type { BlogId } from "./blog-view";
import { MAX_LENGTH } from "./constants";
import { blogMessages, payloadMessages } from "./messages";
import { payloadObject } from "./payload-fields";
import { z } from "./zod-setup";

// The answers' shapes and the reader's helpers build no schema and live in blog-view.ts, which
// the browser imports on its own.
export * from "./blog-view";

const blogSlug = z
  .string({ error: payloadMessages.unknownOption })
  .trim()
  .max(MAX_LENGTH.blogSlug, { error: payloadMessages.unknownOption, abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: payloadMessages.unknownOption });

export const blogIdSchema = z.union([z.number().int().positive(), blogSlug], {
  error: payloadMessages.unknownOption,
});

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
