import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/mission-vission";

export const meta: Route.MetaFunction = () => pageMeta("/mission-vission");

export default function MissionVisionPage() {
  return <PageIntro page={pages["/mission-vission"]} />;
}
