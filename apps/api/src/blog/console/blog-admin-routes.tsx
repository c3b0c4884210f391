import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { idParams, noticeFlag, recordId, typed } from "../../console/route-input";
import { sendNotFound, sendStaffPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import {
  createBlog,
  findBlogForEditing,
  listAllBlogs,
  setBlogFlag,
  setCommentHidden,
  updateBlog,
} from "./blog-admin-repository";
import { blogCopy } from "./blog-copy";
import { readBlogForm } from "./blog-form";
import { BlogFormPage, type BlogFormPageProps, BlogListPage } from "./blog-pages";

const FLAG_ACTIONS = {
  publish: ["is_published", true],
  unpublish: ["is_published", false],
  "close-comments": ["comments_closed", true],
  "open-comments": ["comments_closed", false],
} as const;

const noticeFor = (done: string | undefined): string | undefined =>
  done !== undefined && Object.hasOwn(blogCopy.notices, done)
    ? blogCopy.notices[done as keyof typeof blogCopy.notices]
    : undefined;

const noticeQuery = z.object({ done: noticeFlag });
const flagParams = z.object({
  id: recordId,
  action: z.enum(Object.keys(FLAG_ACTIONS) as [keyof typeof FLAG_ACTIONS]),
});
const commentParams = z.object({
  id: recordId,
  commentId: recordId,
  action: z.enum(["hide", "show"]),
});

/** Blog authoring: list, write, edit, publish or unpublish, close comments, hide a comment. */
export async function blogAdminRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date },
) {
  const { db, now } = options;
  const routes = typed(app);

  /** An article's editor with its state and comments; `extra` may replace what is stored. */
  async function sendEditor(
    reply: FastifyReply,
    id: number,
    extra: Pick<BlogFormPageProps, "input" | "errors" | "notice">,
    statusCode?: number,
  ) {
    const found = await findBlogForEditing(db, id);
    if (found === undefined) return sendNotFound(reply);
    const { blog, comments } = found;
    const state = {
      published: blog.is_published === 1,
      commentsClosed: blog.comments_closed === 1,
    };
    const props = { id, input: blog, state, comments, ...extra };
    return sendStaffPage(reply, BlogFormPage, props, statusCode);
  }

  routes.get("/blog", { schema: { querystring: noticeQuery } }, async (request, reply) => {
    const { done } = request.query;
    const blogs = await listAllBlogs(db);
    return sendStaffPage(reply, BlogListPage, { blogs, notice: noticeFor(done) });
  });

  app.get("/blog/new", async (_request, reply) =>
    sendStaffPage(reply, BlogFormPage, {
      input: { published_at: now().toISOString().slice(0, 10) },
    }),
  );

  app.post("/blog", async (request, reply) => {
    const form = readBlogForm(request.body);
    if (!form.ok) {
      return sendStaffPage(reply, BlogFormPage, { input: form.input, errors: form.errors }, 400);
    }
    const id = await createBlog(db, form.post);
    return reply.redirect(`/admin/blog/${id}?done=created`, 303);
  });

  routes.get(
    "/blog/:id",
    { schema: { params: idParams, querystring: noticeQuery } },
    async (request, reply) =>
      sendEditor(reply, request.params.id, { notice: noticeFor(request.query.done) }),
  );

  routes.post("/blog/:id", { schema: { params: idParams } }, async (request, reply) => {
    const blogId = request.params.id;
    const form = readBlogForm(request.body);
    if (!form.ok) return sendEditor(reply, blogId, { input: form.input, errors: form.errors }, 400);
    if (!(await updateBlog(db, blogId, form.post))) return sendNotFound(reply);
    return reply.redirect(`/admin/blog/${blogId}?done=updated`, 303);
  });

  routes.post("/blog/:id/:action", { schema: { params: flagParams } }, async (request, reply) => {
    const { id, action } = request.params;
    const [column, value] = FLAG_ACTIONS[action];
    await setBlogFlag(db, id, column, value);
    return reply.redirect(`/admin/blog/${id}?done=flags`, 303);
  });

  routes.post(
    "/blog/:id/comments/:commentId/:action",
    { schema: { params: commentParams } },
    async (request, reply) => {
      const { id, commentId, action } = request.params;
      await setCommentHidden(db, id, commentId, action === "hide");
      return reply.redirect(`/admin/blog/${id}?done=comment`, 303);
    },
  );
}
