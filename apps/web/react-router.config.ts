import type { Config } from "@react-router/dev/config";
import { NOT_FOUND_PRERENDER_PATH } from "./app/content/not-found";
import { prerenderedPaths } from "./app/content/pages";
import { blogArticlePaths, missingArticlePath } from "./app/features/blog/blog-articles.server";

// A fully static site: every page is rendered to HTML at build time and served by the API server.
// The not-found page is rendered under a path only the splat route matches; the post-build step
// moves it to 404.html.
export default {
  ssr: false,
  // WEB_BUILD_DIR lets several builds live side by side (tests of one build beside another).
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  prerender: [
    ...prerenderedPaths,
    ...blogArticlePaths,
    missingArticlePath,
    NOT_FOUND_PRERENDER_PATH,
    "/sitemap.xml",
  ],
} satisfies Config;
