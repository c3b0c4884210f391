import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => pageMeta("/about");

export default function AboutPage() {
  return <PageIntro page={pages["/about"]} />;
}
