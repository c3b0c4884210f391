import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/kf-fairex";

export const meta: Route.MetaFunction = () => pageMeta("/kf-fairex");

export default function KfFairExPage() {
  return <PageIntro page={pages["/kf-fairex"]} />;
}
