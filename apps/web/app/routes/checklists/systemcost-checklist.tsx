import page from "../../content/pages/systemcost-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/systemcost-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function SystemcostChecklistPage() {
  return <ChecklistPage page={page} />;
}
