import type { BlogArticleSummary } from "./blog-articles.server";
import { blogArchiveCopy, blogCopy } from "./blog-copy";
import { blogArticlePath } from "./blog-paths";
import { formatBlogDate } from "./format-blog-date";

/**
 * Every article as a plain link to its own page, rendered at build time with no script: the
 * reader above lists ten at a time behind buttons, which neither crawlers nor visitors without
 * JavaScript can follow.
 */
export function BlogArchive({ articles }: { articles: readonly BlogArticleSummary[] }) {
  return (
    <section className="blog-archive" aria-labelledby="blog-archive-heading">
      <h2 id="blog-archive-heading">{blogArchiveCopy.heading}</h2>
      <p className="blog-archive__intro">{blogArchiveCopy.intro}</p>
      <ul className="blog-archive__list">
        {articles.map((article) => (
          <li key={article.id} className="blog-archive__item">
            <h3 className="blog-archive__title">
              <a href={blogArticlePath(article.id)}>{article.title}</a>
            </h3>
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
