import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => pageMeta("/terms");

export default function TermsPage() {
  return <PageIntro page={pages["/terms"]} />;
}
