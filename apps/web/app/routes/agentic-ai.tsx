import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/agentic-ai";

export const meta: Route.MetaFunction = () => pageMeta("/agentic-ai");

export default function AgenticAiPage() {
  return <PageIntro page={pages["/agentic-ai"]} />;
}
