import { BLOG_COVER_HEIGHT, BLOG_COVER_WIDTH } from "./blog-cover-drawing";
import { blogCoverPath } from "./blog-paths";

interface BlogCoverProps {
  articleId: string;
  className?: string;
  /** Lazy for covers further down a page; the one at the top of an article loads at once. */
  loading?: "lazy" | "eager";
}

/** An article's cover image: decorative, as the title next to it says what the article is. */
export function BlogCover({ articleId, className, loading = "lazy" }: BlogCoverProps) {
  return (
    <img
      className={className}
      src={blogCoverPath(articleId)}
      alt=""
      width={BLOG_COVER_WIDTH}
      height={BLOG_COVER_HEIGHT}
      loading={loading}
      decoding="async"
    />
  );
}
