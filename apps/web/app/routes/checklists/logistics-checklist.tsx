import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/logistics-checklist";

export const meta: Route.MetaFunction = () => pageMeta("/logistics-checklist");

export default function LogisticsChecklistPage() {
  return <ChecklistPage path="/logistics-checklist" />;
}
