import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/estimate-builder";

export const meta: Route.MetaFunction = () => pageMeta("/estimate-builder");

export default function EstimateBuilderPage() {
  return <PageIntro page={pages["/estimate-builder"]} />;
}
