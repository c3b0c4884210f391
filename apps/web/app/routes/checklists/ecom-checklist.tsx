import page from "../../content/pages/ecom-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/ecom-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function EcomChecklistPage() {
  return <ChecklistPage page={page} />;
}
