import styles from "./blog-archive.module.css";
import type { BlogArticleSummary } from "./blog-articles.server";
import { blogArchiveCopy, blogCopy } from "./blog-copy";
import { BlogCover } from "./blog-cover";
import { blogArticlePath } from "./blog-paths";
import { blogTopicOf } from "./blog-topics";
import { formatBlogDate } from "./format-blog-date";

/**
 * Every article as a plain link to its own page, rendered at build time with no script: the
 * reader above lists ten at a time behind buttons, which neither crawlers nor visitors without
 * JavaScript can follow. Each card opens with the article's cover and topic.
 */
export function BlogArchive({ articles }: { articles: readonly BlogArticleSummary[] }) {
  return (
    <section className="blog-archive" aria-labelledby="blog-archive-heading">
      <h2 id="blog-archive-heading">{blogArchiveCopy.heading}</h2>
      <p className="blog-archive__intro">{blogArchiveCopy.intro}</p>
      <ul className="blog-archive__list">
        {articles.map((article) => (
          <li key={article.id} className={`blog-archive__item ${styles.item}`}>
            <BlogCover articleId={article.id} className={styles.cover} />
            <h3 className="blog-archive__title">
              <a href={blogArticlePath(article.id)}>{article.title}</a>
            </h3>
            {/* After the title in the markup so the heading names the card; shown above it. */}
            <p className={styles.topic}>{blogTopicOf(article.id).label}</p>
            <p className="blog-archive__meta">
              {blogCopy.byline} {article.author} ·{" "}
              <time dateTime={article.publishedAt}>{formatBlogDate(article.publishedAt)}</time>
            </p>
            <p className="blog-archive__description">{article.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
