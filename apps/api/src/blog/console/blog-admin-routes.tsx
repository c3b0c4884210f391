import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
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

const numericId = (value: string | undefined) =>
  value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;

/** Blog authoring: list, write, edit, publish or unpublish, close comments, hide a comment. */
export async function blogAdminRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; now: () => Date },
) {
  const { db, now } = options;

  /** An article's editor with its state and comments; `extra` may replace what is stored. */
  async function sendEditor(
    reply: FastifyReply,
    id: number | undefined,
    extra: Pick<BlogFormPageProps, "input" | "errors" | "notice">,
    statusCode?: number,
  ) {
    const found = id === undefined ? undefined : await findBlogForEditing(db, id);
    if (found === undefined) return sendNotFound(reply);
    const { blog, comments } = found;
    const state = {
      published: blog.is_published === 1,
      commentsClosed: blog.comments_closed === 1,
    };
    const props = { id, input: blog, state, comments, ...extra };
    return sendStaffPage(reply, BlogFormPage, props, statusCode);
  }

  app.get("/blog", async (request, reply) => {
    const { done } = request.query as { done?: string };
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

  app.get("/blog/:id", async (request, reply) => {
    const { id } = request.params as { id: string };
    const { done } = request.query as { done?: string };
    return sendEditor(reply, numericId(id), { notice: noticeFor(done) });
  });

  app.post("/blog/:id", async (request, reply) => {
    const blogId = numericId((request.params as { id: string }).id);
    if (blogId === undefined) return sendNotFound(reply);
    const form = readBlogForm(request.body);
    if (!form.ok) return sendEditor(reply, blogId, { input: form.input, errors: form.errors }, 400);
    if (!(await updateBlog(db, blogId, form.post))) return sendNotFound(reply);
    return reply.redirect(`/admin/blog/${blogId}?done=updated`, 303);
  });

  app.post("/blog/:id/:action", async (request, reply) => {
    const { id, action } = request.params as { id: string; action: string };
    const blogId = numericId(id);
    const flag = FLAG_ACTIONS[action as keyof typeof FLAG_ACTIONS];
    if (blogId === undefined || flag === undefined) {
      return sendNotFound(reply);
    }
    await setBlogFlag(db, blogId, flag[0], flag[1]);
    return reply.redirect(`/admin/blog/${blogId}?done=flags`, 303);
  });

  app.post("/blog/:id/comments/:commentId/:action", async (request, reply) => {
    const { id, commentId, action } = request.params as {
      id: string;
      commentId: string;
      action: string;
    };
    const blogId = numericId(id);
    const comment = numericId(commentId);
    if (blogId === undefined || comment === undefined || (action !== "hide" && action !== "show")) {
      return sendNotFound(reply);
    }
    await setCommentHidden(db, blogId, comment, action === "hide");
    return reply.redirect(`/admin/blog/${blogId}?done=comment`, 303);
  });
}
