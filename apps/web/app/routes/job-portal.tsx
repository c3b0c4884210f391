import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/job-portal";

export const meta: Route.MetaFunction = () => pageMeta("/job-portal");

export default function JobPortalPage() {
  return <PageIntro page={pages["/job-portal"]} />;
}
