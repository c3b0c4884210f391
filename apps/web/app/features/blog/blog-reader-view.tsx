import { blogMessages } from "@site/contracts/messages";
import { BlogArticleBody } from "./blog-article-body";
import { BlogComments } from "./blog-comments";
import { blogCopy } from "./blog-copy";
import { BlogLikeButton } from "./blog-like-button";
import { BlogList } from "./blog-list";
import { BlogPagination } from "./blog-pagination";
import { blogArticlePath } from "./blog-paths";
import styles from "./blog-reader.module.css";
import type { BlogReader as Reader } from "./use-blog-reader";

/** The reader's markup for a state; the server renders it too (render-blog-reader.tsx). */
export function BlogReaderView({ reader }: { reader: Reader }) {
  return (
    <div className={styles.reader}>
      <BlogList items={reader.list} selectedId={reader.selectedId} onSelect={reader.selectBlog} />
      <SelectedBlog reader={reader} />
      <BlogPagination pageCount={reader.pageCount} page={reader.page} onChoose={reader.goToPage} />
    </div>
  );
}

function SelectedBlog({ reader }: { reader: Reader }) {
  const { blog, list, selectedId } = reader;
  // Before the first page arrives nothing is selected yet, but the first article is coming.
  const loading = selectedId !== undefined ? !blog : !list;
  return (
    <article className={styles.article} aria-busy={loading}>
      {loading ? (
        <p role="status" className={styles.status}>
          {blogCopy.loadingBlog}
        </p>
      ) : blog ? (
        <>
          <BlogArticleBody
            heading="h2"
            title={blog.blog.blogtitle}
            author={blog.blog.author}
            pubdate={blog.blog.pubdate}
            contentHtml={blog.blog.content}
            actions={
              blog.available ? (
                <div className={styles.actions}>
                  <BlogLikeButton
                    likes={blog.blog.likes}
                    liked={reader.liked.has(String(blog.blog.id))}
                    onLike={reader.like}
                  />
                  <a href={blogArticlePath(blog.blog.id)}>{blogCopy.articlePageLink}</a>
                </div>
              ) : null
            }
          />
          <BlogComments
            key={String(blog.blog.id)}
            comments={blog.comment_list}
            closed={blog.blog.commentblock}
            posting={reader.postingComment}
            onPost={reader.postComment}
          />
        </>
      ) : (
        <p className={styles.empty}>{blogMessages.selectBlog}</p>
      )}
    </article>
  );
}
