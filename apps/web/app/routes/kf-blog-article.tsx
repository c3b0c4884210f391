import { data } from "react-router";
import { blogArticleMeta } from "../features/blog/blog-article-meta";
import { BlogArticlePage } from "../features/blog/blog-article-page";
import { findBlogArticle } from "../features/blog/blog-articles.server";
import type { Route } from "./+types/kf-blog-article";

// Runs at build time only: every article page is prerendered (see react-router.config.ts), and
// its data is embedded in the HTML.
export function loader({ params }: Route.LoaderArgs) {
  const article = findBlogArticle(params.id);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? blogArticleMeta(loaderData.article) : [];

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  return <BlogArticlePage article={loaderData.article} />;
}
