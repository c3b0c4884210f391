import { Link } from "react-router";
import { BlogArticleBody } from "./blog-article-body";
import styles from "./blog-article-page.module.css";
import type { BlogArticle } from "./blog-articles.server";
import { blogArticleCopy } from "./blog-copy";
import { blogReaderPath } from "./blog-paths";

/** An article's own page: the shareable, prerendered URL of one article. */
export function BlogArticlePage({ article }: { article: BlogArticle }) {
  return (
    <article className={styles.page}>
      <Link className={styles.back} to="/kf-blog">
        {blogArticleCopy.backToReader}
      </Link>
      <BlogArticleBody
        heading="h1"
        title={article.title}
        author={article.author}
        pubdate={article.publishedAt}
        contentHtml={article.contentHtml}
      />
      <p className={styles.readerLink}>
        <Link className="button" to={blogReaderPath(article.id)}>
          {blogArticleCopy.readerLink}
        </Link>
      </p>
    </article>
  );
}

/** What the URL of an unknown or unpublished article shows (status 404). */
export function BlogArticleMissing() {
  return (
    <article className={styles.page}>
      <title>{blogArticleCopy.missingTitle}</title>
      <h1>{blogArticleCopy.missingHeading}</h1>
      <p>{blogArticleCopy.missingMessage}</p>
      <p className={styles.readerLink}>
        <Link className="button" to="/kf-blog">
          {blogArticleCopy.missingBlogLink}
        </Link>
      </p>
    </article>
  );
}
