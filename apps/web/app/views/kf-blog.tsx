import type { ReactNode } from "react";
import { PageIntro } from "../components/page-intro/page-intro";
import { PictureFan } from "../components/picture-fan/picture-fan";
import page from "../content/pages/kf-blog";
import { BlogArchive } from "../features/blog/blog-archive";
import type { BlogArticleSummary } from "../features/blog/blog-articles.server";
import { BlogCover } from "../features/blog/blog-cover";

/**
 * The blog: the page's heading, beside the newest articles' covers, around the reader island, which the server sends filled with the
 * newest articles (docs/decisions/006), and below it a link to every article's own page.
 */
export function BlogPage({
  reader,
  articles,
}: {
  reader: ReactNode;
  articles: readonly BlogArticleSummary[];
}) {
  const [newest, second, third] = articles;
  const covers =
    newest && second && third ? (
      <PictureFan>
        <BlogCover articleId={third.id} />
        <BlogCover articleId={second.id} />
        <BlogCover articleId={newest.id} />
      </PictureFan>
    ) : undefined;
  return (
    <PageIntro page={page} visual={covers}>
      {reader}
      <BlogArchive articles={articles} />
    </PageIntro>
  );
}
