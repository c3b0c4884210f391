import page from "../../content/pages/datavisibility-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/datavisibility-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function DatavisibilityChecklistPage() {
  return <ChecklistPage page={page} />;
}
