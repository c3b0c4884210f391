// The cover image of each article with a prerendered page, written as a static SVG file.
import type { APIRoute, GetStaticPaths } from "astro";
import { blogArticleIds } from "../../features/blog/blog-articles.server";
import { blogCoverSvg } from "../../features/blog/blog-cover-drawing";

export const getStaticPaths: GetStaticPaths = () =>
  blogArticleIds.map((id) => ({ params: { id } }));

export const GET: APIRoute = ({ params }) =>
  new Response(blogCoverSvg(String(params.id)), {
    headers: { "Content-Type": "image/svg+xml" },
  });
