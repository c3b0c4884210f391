import { BlogArticleBody } from "./blog-article-body";
import styles from "./blog-article-page.module.css";
import type { BlogArticle } from "./blog-articles.server";
import { blogArticleCopy } from "./blog-copy";
import { BlogCover } from "./blog-cover";
import { blogReaderPath } from "./blog-paths";
import { blogTopicOf } from "./blog-topics";

/** An article's own page: the shareable, prerendered URL of one article. */
export function BlogArticlePage({ article }: { article: BlogArticle }) {
  return (
    <article className={styles.page}>
      <a className={styles.back} href="/kf-blog">
        {blogArticleCopy.backToReader}
      </a>
      <BlogCover articleId={article.id} className={styles.cover} loading="eager" />
      <p className={styles.topic}>{blogTopicOf(article.id).label}</p>
      <BlogArticleBody
        heading="h1"
        title={article.title}
        author={article.author}
        pubdate={article.publishedAt}
        contentHtml={article.contentHtml}
      />
      <p className={styles.readerLink}>
        <a className="button" href={blogReaderPath(article.id)}>
          {blogArticleCopy.readerLink}
        </a>
      </p>
    </article>
  );
}

/** What the URL of an unknown or unpublished article shows (status 404). */
export function BlogArticleMissing() {
  return (
    <article className={styles.page}>
      <h1>{blogArticleCopy.missingHeading}</h1>
      <p>{blogArticleCopy.missingMessage}</p>
      <p className={styles.readerLink}>
        <a className="button" href="/kf-blog">
          {blogArticleCopy.missingBlogLink}
        </a>
      </p>
    </article>
  );
}
