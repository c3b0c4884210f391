import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/development";

export const meta: Route.MetaFunction = () => pageMeta("/development");

export default function DevelopmentPage() {
  return <PageIntro page={pages["/development"]} />;
}
