import page from "../../content/pages/logistics-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/logistics-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function LogisticsChecklistPage() {
  return <ChecklistPage page={page} />;
}
