import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/ecom-checklist";

export const meta: Route.MetaFunction = () => pageMeta("/ecom-checklist");

export default function EcomChecklistPage() {
  return <ChecklistPage path="/ecom-checklist" />;
}
