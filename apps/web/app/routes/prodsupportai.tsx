import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/prodsupportai";

export const meta: Route.MetaFunction = () => pageMeta("/prodsupportai");

export default function ManufacturingAiPage() {
  return <PageIntro page={pages["/prodsupportai"]} />;
}
