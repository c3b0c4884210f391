import { DataTable } from "../../console/views/data-table";
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
      <DataTable
        rows={blogs}
        empty={copy.empty}
        columns={[
          {
            header: copy.columns.title,
            cell: (blog) => <a href={`/admin/blog/${blog.id}`}>{blog.title}</a>,
          },
          { header: copy.columns.date, cell: (blog) => blog.published_at },
          {
            header: copy.columns.state,
            cell: (blog) => (
              <>
                {blog.is_published === 1 ? copy.published : copy.draft}
                {blog.comments_closed === 1 ? `, ${copy.commentsClosed}` : ""}
              </>
            ),
          },
          {
            cell: (blog) => (
              <BlogFlagButtons
                id={blog.id}
                published={blog.is_published === 1}
                commentsClosed={blog.comments_closed === 1}
              />
            ),
          },
        ]}
      />
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

// The editor's fields in order; a field with rows is a text area.
const BLOG_FIELDS: readonly (
  | { name: keyof BlogInput; rows: number; maxLength?: number }
  | { name: keyof BlogInput; type?: "date"; maxLength?: number }
)[] = [
  { name: "title", maxLength: 300 },
  { name: "author", maxLength: 100 },
  { name: "description", rows: 3, maxLength: 1000 },
  { name: "published_at", type: "date" },
  { name: "content_html", rows: 20 },
];

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
        {BLOG_FIELDS.map(({ name, ...shape }) => {
          const field = { name, label: copy.fields[name], value: input?.[name], errors };
          return "rows" in shape ? (
            <TextArea key={name} {...field} {...shape} />
          ) : (
            <TextField key={name} {...field} {...shape} />
          );
        })}
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
