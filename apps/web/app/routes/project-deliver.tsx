import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/project-deliver";

export const meta: Route.MetaFunction = () => pageMeta("/project-deliver");

export default function ProjectsDeliveredPage() {
  return <PageIntro page={pages["/project-deliver"]} />;
}
