import type { ReactNode } from "react";
import { IllustratedPortrait } from "../../components/portrait/illustrated-portrait";
import { personAnchor, teamLooks } from "../../content/team-looks";
import styles from "./blog-article-body.module.css";
import { blogCopy } from "./blog-copy";
import { formatBlogDate } from "./format-blog-date";

interface BlogArticleBodyProps {
  /** h1 on the article's own page, h2 inside the reader. */
  heading: "h1" | "h2";
  title: string;
  author: string;
  pubdate: string;
  /** Article HTML, sanitised by the server before it was stored. */
  contentHtml: string;
  /** Shown between the byline and the text, e.g. the like button. */
  actions?: ReactNode;
}

/** An article's title, byline and text, as both the reader and the article page show it. */
export function BlogArticleBody({
  heading: Heading,
  title,
  author,
  pubdate,
  contentHtml,
  actions,
}: BlogArticleBodyProps) {
  const look = author ? teamLooks[personAnchor(author)] : undefined;
  return (
    <>
      <header className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        {author || pubdate ? (
          <p className={styles.byline}>
            {/* A member of the team is drawn as on the about page; other authors by name only. */}
            {look ? (
              <IllustratedPortrait portrait={look.portrait} size={32} className={styles.portrait} />
            ) : null}
            {author ? `${blogCopy.byline} ${author}` : null}
            {author && pubdate ? " · " : null}
            {pubdate ? (
              <>
                {blogCopy.publishedOn} <time dateTime={pubdate}>{formatBlogDate(pubdate)}</time>
              </>
            ) : null}
          </p>
        ) : null}
        {actions}
      </header>
      <div
        className={styles.content}
        // Sanitised by the API when it was stored (allowed tags only, safe links).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML
        dangerouslySetInnerHTML={{ __html: contentHtml }}
      />
    </>
  );
}
