import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/estimate-builder";
import { EstimateForm } from "../features/estimate/estimate-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/estimate-builder";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function EstimateBuilderPage() {
  return (
    <PageIntro page={page}>
      <EstimateForm />
    </PageIntro>
  );
}
