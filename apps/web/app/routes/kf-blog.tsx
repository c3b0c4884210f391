import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/kf-blog";

export const meta: Route.MetaFunction = () => pageMeta("/kf-blog");

export default function BlogPage() {
  return <PageIntro page={pages["/kf-blog"]} />;
}
