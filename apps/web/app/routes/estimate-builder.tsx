import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { EstimateForm } from "../features/estimate/estimate-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/estimate-builder";

export const meta: Route.MetaFunction = () => pageMeta("/estimate-builder");

export default function EstimateBuilderPage() {
  return (
    <PageIntro page={pages["/estimate-builder"]}>
      <EstimateForm />
    </PageIntro>
  );
}
