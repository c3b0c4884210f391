import {
  ActionButton,
  type FieldErrors,
  FormErrorSummary,
  TextArea,
  TextField,
} from "../../console/views/form-fields";
import { Layout } from "../../console/views/layout";
import type { listAllBlogs } from "./blog-admin-repository";
import { blogCopy } from "./blog-copy";
import type { BlogInput } from "./blog-form";

type BlogRow = Awaited<ReturnType<typeof listAllBlogs>>[number];

export function BlogListPage({
  staffEmail,
  blogs,
  notice,
}: {
  staffEmail: string;
  blogs: BlogRow[];
  notice?: string;
}) {
  const copy = blogCopy;
  return (
    <Layout title={copy.title} staffEmail={staffEmail} notice={notice}>
      <p>
        <a href="/admin/blog/new">{copy.add}</a>
      </p>
      {blogs.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{copy.columns.title}</th>
              <th>{copy.columns.date}</th>
              <th>{copy.columns.state}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {blogs.map((blog) => (
              <tr key={blog.id}>
                <td>
                  <a href={`/admin/blog/${blog.id}`}>{blog.title}</a>
                </td>
                <td>{blog.published_at}</td>
                <td>
                  {blog.is_published === 1 ? copy.published : copy.draft}
                  {blog.comments_closed === 1 ? `, ${copy.commentsClosed}` : ""}
                </td>
                <td>
                  <BlogFlagButtons
                    id={blog.id}
                    published={blog.is_published === 1}
                    commentsClosed={blog.comments_closed === 1}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Layout>
  );
}

function BlogFlagButtons({
  id,
  published,
  commentsClosed,
}: {
  id: number;
  published: boolean;
  commentsClosed: boolean;
}) {
  return (
    <>
      <ActionButton action={`/admin/blog/${id}/${published ? "unpublish" : "publish"}`}>
        {published ? blogCopy.unpublish : blogCopy.publish}
      </ActionButton>{" "}
      <ActionButton
        action={`/admin/blog/${id}/${commentsClosed ? "open-comments" : "close-comments"}`}
      >
        {commentsClosed ? blogCopy.openComments : blogCopy.closeComments}
      </ActionButton>
    </>
  );
}

export interface BlogFormPageProps {
  staffEmail: string;
  /** Undefined for a new article. */
  id?: number;
  input?: Partial<BlogInput>;
  errors?: FieldErrors;
  notice?: string;
  state?: { published: boolean; commentsClosed: boolean };
  comments?: { id: number; body: string; created_at: string; is_hidden: number }[];
}

export function BlogFormPage(props: BlogFormPageProps) {
  const { staffEmail, id, input, errors, notice, state, comments } = props;
  const copy = blogCopy;
  const title = id === undefined ? copy.newTitle : copy.editTitle(input?.title ?? "");
  return (
    <Layout title={title} staffEmail={staffEmail} notice={notice}>
      {id === undefined || state === undefined ? null : (
        <p>
          {state.published ? copy.published : copy.draft}
          {state.commentsClosed ? `, ${copy.commentsClosed}` : ""} ·{" "}
          <BlogFlagButtons
            id={id}
            published={state.published}
            commentsClosed={state.commentsClosed}
          />
        </p>
      )}
      <form
        method="post"
        action={id === undefined ? "/admin/blog" : `/admin/blog/${id}`}
        className="stack"
      >
        <FormErrorSummary errors={errors} />
        <TextField
          name="title"
          label={copy.fields.title}
          value={input?.title}
          errors={errors}
          maxLength={300}
        />
        <TextField
          name="author"
          label={copy.fields.author}
          value={input?.author}
          errors={errors}
          maxLength={100}
        />
        <TextArea
          name="description"
          label={copy.fields.description}
          value={input?.description}
          errors={errors}
          rows={3}
          maxLength={1000}
        />
        <TextField
          name="published_at"
          label={copy.fields.published_at}
          value={input?.published_at}
          errors={errors}
          type="date"
        />
        <TextArea
          name="content_html"
          label={copy.fields.content_html}
          value={input?.content_html}
          errors={errors}
          rows={20}
        />
        <p className="muted">{copy.sanitizedNote}</p>
        <button type="submit">{copy.save}</button>
      </form>
      {id === undefined || comments === undefined ? null : (
        <>
          <h2>{copy.comments}</h2>
          {comments.length === 0 ? (
            <p>{copy.noComments}</p>
          ) : (
            <ul>
              {comments.map((comment) => (
                <li key={comment.id}>
                  <span className="muted">{comment.created_at.slice(0, 10)}</span> {comment.body}{" "}
                  {comment.is_hidden === 1 ? <span className="muted">{copy.hidden}</span> : null}{" "}
                  <ActionButton
                    action={`/admin/blog/${id}/comments/${comment.id}/${comment.is_hidden === 1 ? "show" : "hide"}`}
                  >
                    {comment.is_hidden === 1 ? copy.showComment : copy.hideComment}
                  </ActionButton>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Layout>
  );
}
