import page from "../../content/pages/roi-calculator";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/roi-calculator";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function RoiCalculatorPage() {
  return <ChecklistPage page={page} />;
}
