import {
  BLOG_PAGE_SIZE,
  type BlogCountResponse,
  type BlogDetailResponse,
  type BlogId,
  type BlogListResponse,
  blogDetailParamsSchema,
  blogMessages,
  blogPageParamsSchema,
  commentPayloadSchema,
  likePayloadSchema,
  MAX_LENGTH,
} from "@site/contracts";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { clientIp } from "../infrastructure/http/client-ip";
import { HttpError } from "../infrastructure/http/http-error";
import { parseInput } from "../infrastructure/http/parse-input";
import { sendSaveOk } from "../infrastructure/http/save-ok";
import { toPlainText } from "../infrastructure/text/plain-text";
import { requestFacts } from "../leads/request-facts";
import {
  addBlogComment,
  addBlogLikeOnce,
  type BlogArticle,
  blogDetail,
  countPublishedBlogs,
  findPublishedBlog,
  hasBlogCommentWithKey,
  listPublishedBlogs,
} from "./blog-repository";
import { createLikeVisitorHasher, likeDay } from "./like-visitor";

// Likes and comments are writes: they draw on the caller's write budget, as lead saves do.
const writeCall = { config: { rateLimitBudget: "write" } } as const;

// A client may send the numeric id as a string; "12" and 12 name the same article.
const toBlogKey = (id: BlogId): BlogId =>
  typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id;

async function requireBlog(
  db: Kysely<Database>,
  id: BlogId,
  field: "id" | "blogid",
): Promise<BlogArticle> {
  const blog = await findPublishedBlog(db, toBlogKey(id));
  if (blog === undefined) throw new HttpError(404, blogMessages.unavailableTitle, { field });
  return blog;
}

/**
 * The blog reader's calls. Articles answer with their slug as `id`; either the
 * slug or the numeric id finds one. Only published articles and visible comments are shown.
 */
export async function blogRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now?: () => Date },
) {
  const { db, now = () => new Date() } = options;
  const visitorHash = createLikeVisitorHasher(db);
  // JSON bodies only: a text body would otherwise reach the schemas as a bare string.
  app.removeContentTypeParser("text/plain");

  app.get("/getbloglistcnt", async (): Promise<BlogCountResponse> => {
    return { rowcnt: await countPublishedBlogs(db) };
  });

  app.get("/getbloglistpg/:page", async (request): Promise<BlogListResponse> => {
    const { page } = parseInput(blogPageParamsSchema, request.params);
    const entries = await listPublishedBlogs(db, page, BLOG_PAGE_SIZE);
    return entries.map((entry) => ({
      id: entry.slug,
      blogtitle: entry.title,
      author: entry.author,
      pubdate: entry.publishedAt,
    }));
  });

  app.get("/getablog/:id", async (request): Promise<BlogDetailResponse> => {
    const { id } = parseInput(blogDetailParamsSchema, request.params);
    const blog = await requireBlog(db, id, "id");
    return blogDetail(db, blog);
  });

  app.post("/UpdateBlogLikes", writeCall, async (request, reply) => {
    const { blogid } = parseInput(likePayloadSchema, request.body);
    const blog = await requireBlog(db, blogid, "blogid");
    // One like per visitor, article and day. A repeat answers OK like the first, as the reader
    // already shows it counted, but changes nothing.
    const day = likeDay(now());
    const visitor = { ip: clientIp(request), userAgent: request.headers["user-agent"] ?? "" };
    await addBlogLikeOnce(db, {
      blogId: blog.id,
      day,
      visitorHash: await visitorHash(visitor, day),
    });
    return sendSaveOk(reply);
  });

  app.post("/UpdateBlogComments", writeCall, async (request, reply) => {
    const { blogid, comment } = parseInput(commentPayloadSchema, request.body);
    // A repeat of a stored comment (same Idempotency-Key) is answered as the first was, even
    // should the article have closed its comments since, and stores nothing.
    const { idempotencyKey } = requestFacts(request);
    if (idempotencyKey !== null && (await hasBlogCommentWithKey(db, idempotencyKey))) {
      return sendSaveOk(reply);
    }
    const blog = await requireBlog(db, blogid, "blogid");
    if (blog.commentsClosed) throw new HttpError(403, blogMessages.commentsClosed);
    // A comment of control characters only passes the schema's trim but holds no text.
    const body = toPlainText(comment, MAX_LENGTH.comment);
    if (body === "") throw new HttpError(400, blogMessages.blankComment, { field: "comment" });
    await addBlogComment(db, blog.id, body, new Date().toISOString(), idempotencyKey);
    return sendSaveOk(reply);
  });
}
