import type { BlogComment } from "@site/contracts/blog-view";
import { MAX_LENGTH } from "@site/contracts/constants";
import { blogMessages } from "@site/contracts/messages";
import { type FormEvent, useState } from "react";
import { blogCopy } from "./blog-copy";
import styles from "./blog-reader.module.css";
import { formatBlogDate } from "./format-blog-date";
import { useHydrated } from "./use-hydrated";

interface BlogCommentsProps {
  comments: BlogComment[];
  closed: boolean;
  posting: boolean;
  onPost: (text: string) => Promise<boolean>;
}

/** The article's comments and, unless the article blocks them, the comment form. */
export function BlogComments({ comments, closed, posting, onPost }: BlogCommentsProps) {
  const [text, setText] = useState("");
  // Sent with the page, the form exists before its script runs; sent then, the browser would
  // post it as a plain form and leave the page.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === "") return;
    // A refused comment stays in the box, so the visitor can try again.
    if (await onPost(text)) setText("");
  };

  return (
    <section className={styles.comments} aria-labelledby="blog-comments-heading">
      <h3 id="blog-comments-heading" className={styles.commentsHeading}>
        {blogCopy.commentsHeading}
      </h3>
      {comments.length === 0 ? (
        <p className={styles.muted}>{blogCopy.noComments}</p>
      ) : (
        <ol className={styles.commentList}>
          {comments.map((comment, index) => (
            // Comments have no id; their order never changes except at the end.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list without ids
            <li key={index} className={styles.comment}>
              <p className={styles.commentText}>{comment.comment}</p>
              <time className={styles.muted} dateTime={comment.comdate}>
                {formatBlogDate(comment.comdate, { instantsIn: hydrated ? "local" : "utc" })}
              </time>
            </li>
          ))}
        </ol>
      )}
      {closed ? (
        <p className={styles.closed}>{blogMessages.commentsClosed}</p>
      ) : (
        <form className={styles.commentForm} onSubmit={submit}>
          <label htmlFor="blog-comment">{blogCopy.commentLabel}</label>
          <textarea
            id="blog-comment"
            name="comment"
            rows={3}
            maxLength={MAX_LENGTH.comment}
            value={text}
            disabled={posting || !hydrated}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button" disabled={posting || !hydrated}>
            {posting ? blogMessages.posting : blogCopy.postComment}
          </button>
        </form>
      )}
    </section>
  );
}
