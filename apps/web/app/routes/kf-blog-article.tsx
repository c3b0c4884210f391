import { data } from "react-router";
import { blogArticleMeta } from "../features/blog/blog-article-meta";
import { BlogArticleMissing, BlogArticlePage } from "../features/blog/blog-article-page";
import { findBlogArticle } from "../features/blog/blog-articles.server";
import { MISSING_ARTICLE_ID } from "../features/blog/blog-paths";
import type { Route } from "./+types/kf-blog-article";

// Runs at build time only: every article page is prerendered (see react-router.config.ts), and
// its data is embedded in the HTML. So is the page for articles that are not published, which
// the server sends with status 404 for any other /kf-blog/<id>.
export function loader({ params }: Route.LoaderArgs) {
  if (params.id === MISSING_ARTICLE_ID) return { article: null };
  const article = findBlogArticle(params.id);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.article
    ? blogArticleMeta(loaderData.article)
    : [{ name: "robots", content: "noindex" }];

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.article ? (
    <BlogArticlePage article={loaderData.article} />
  ) : (
    <BlogArticleMissing />
  );
}

// An unknown article reached by navigating within the site: its data cannot be fetched.
export function ErrorBoundary() {
  return <BlogArticleMissing />;
}
