import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/systemcost-checklist";

export const meta: Route.MetaFunction = () => pageMeta("/systemcost-checklist");

export default function SystemcostChecklistPage() {
  return <ChecklistPage path="/systemcost-checklist" />;
}
