import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/qualetics-ai";

export const meta: Route.MetaFunction = () => pageMeta("/qualetics-ai");

export default function QualeticsAiPage() {
  return <PageIntro page={pages["/qualetics-ai"]} />;
}
