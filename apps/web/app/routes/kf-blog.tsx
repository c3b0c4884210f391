import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/kf-blog";
import { BlogReader } from "../features/blog/blog-reader";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/kf-blog";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function BlogPage() {
  return (
    <PageIntro page={page}>
      <BlogReader />
    </PageIntro>
  );
}
