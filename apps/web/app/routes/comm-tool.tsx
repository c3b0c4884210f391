import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/comm-tool";

export const meta: Route.MetaFunction = () => pageMeta("/comm-tool");

export default function CommToolPage() {
  return <PageIntro page={pages["/comm-tool"]} />;
}
