import type { ReactNode } from "react";
import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/kf-blog";
import { BlogArchive } from "../features/blog/blog-archive";
import type { BlogArticleSummary } from "../features/blog/blog-articles.server";

/**
 * The blog: the page's heading around the reader island, which the server sends filled with the
 * newest articles (docs/decisions/006), and below it a link to every article's own page.
 */
export function BlogPage({
  reader,
  articles,
}: {
  reader: ReactNode;
  articles: readonly BlogArticleSummary[];
}) {
  return (
    <PageIntro page={page}>
      {reader}
      <BlogArchive articles={articles} />
    </PageIntro>
  );
}
