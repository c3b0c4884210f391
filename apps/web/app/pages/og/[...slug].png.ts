// Each page's link-preview image (Open Graph and Twitter card), drawn at build time and written as
// a static file: /og/<page path>.png, the address page-meta.ts puts in the page's tags.
import type { APIRoute, GetStaticPaths } from "astro";
import { type OgImagePage, ogImagePages } from "../../lib/og-image/og-image-pages";
import { ogImagePath } from "../../lib/og-image/og-image-path";
import { renderOgImage } from "../../lib/og-image/render-og-image";

export const getStaticPaths: GetStaticPaths = () =>
  ogImagePages().map((page) => ({
    params: { slug: ogImagePath(page.path).slice("/og/".length, -".png".length) },
    props: { page },
  }));

export const GET: APIRoute<{ page: OgImagePage }> = ({ props }) =>
  new Response(renderOgImage(props.page), { headers: { "Content-Type": "image/png" } });
