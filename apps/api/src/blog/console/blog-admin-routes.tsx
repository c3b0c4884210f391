import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { sendNotFound, sendPage } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { staffOf } from "../../staff/auth/staff-request";
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
import { BlogFormPage, BlogListPage } from "./blog-pages";

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

  async function editPage(staffEmail: string, id: number, notice?: string) {
    const found = await findBlogForEditing(db, id);
    if (found === undefined) return undefined;
    const { blog, comments } = found;
    return (
      <BlogFormPage
        staffEmail={staffEmail}
        id={id}
        input={blog}
        notice={notice}
        state={{ published: blog.is_published === 1, commentsClosed: blog.comments_closed === 1 }}
        comments={comments}
      />
    );
  }

  app.get("/blog", async (request, reply) => {
    const { done } = request.query as { done?: string };
    return sendPage(
      reply,
      <BlogListPage
        staffEmail={staffOf(request).email}
        blogs={await listAllBlogs(db)}
        notice={noticeFor(done)}
      />,
    );
  });

  app.get("/blog/new", async (request, reply) =>
    sendPage(
      reply,
      <BlogFormPage
        staffEmail={staffOf(request).email}
        input={{ published_at: now().toISOString().slice(0, 10) }}
      />,
    ),
  );

  app.post("/blog", async (request, reply) => {
    const form = readBlogForm(request.body);
    if (!form.ok) {
      return sendPage(
        reply,
        <BlogFormPage
          staffEmail={staffOf(request).email}
          input={form.input}
          errors={form.errors}
        />,
        400,
      );
    }
    const id = await createBlog(db, form.post);
    return reply.redirect(`/admin/blog/${id}?done=created`, 303);
  });

  app.get("/blog/:id", async (request, reply) => {
    const staffEmail = staffOf(request).email;
    const { id } = request.params as { id: string };
    const { done } = request.query as { done?: string };
    const blogId = numericId(id);
    const page =
      blogId === undefined ? undefined : await editPage(staffEmail, blogId, noticeFor(done));
    return page === undefined ? sendNotFound(reply, staffEmail) : sendPage(reply, page);
  });

  app.post("/blog/:id", async (request, reply) => {
    const staffEmail = staffOf(request).email;
    const blogId = numericId((request.params as { id: string }).id);
    if (blogId === undefined) return sendNotFound(reply, staffEmail);
    const form = readBlogForm(request.body);
    if (!form.ok) {
      const found = await findBlogForEditing(db, blogId);
      if (found === undefined) return sendNotFound(reply, staffEmail);
      return sendPage(
        reply,
        <BlogFormPage
          staffEmail={staffEmail}
          id={blogId}
          input={form.input}
          errors={form.errors}
          state={{
            published: found.blog.is_published === 1,
            commentsClosed: found.blog.comments_closed === 1,
          }}
          comments={found.comments}
        />,
        400,
      );
    }
    if (!(await updateBlog(db, blogId, form.post))) return sendNotFound(reply, staffEmail);
    return reply.redirect(`/admin/blog/${blogId}?done=updated`, 303);
  });

  app.post("/blog/:id/:action", async (request, reply) => {
    const { id, action } = request.params as { id: string; action: string };
    const blogId = numericId(id);
    const flag = FLAG_ACTIONS[action as keyof typeof FLAG_ACTIONS];
    if (blogId === undefined || flag === undefined) {
      return sendNotFound(reply, staffOf(request).email);
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
      return sendNotFound(reply, staffOf(request).email);
    }
    await setCommentHidden(db, blogId, comment, action === "hide");
    return reply.redirect(`/admin/blog/${blogId}?done=comment`, 303);
  });
}
