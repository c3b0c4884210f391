import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/roi-calculator";

export const meta: Route.MetaFunction = () => pageMeta("/roi-calculator");

export default function RoiCalculatorPage() {
  return <ChecklistPage path="/roi-calculator" />;
}
