import page from "../../content/pages/emrreview-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/emrreview-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function EmrreviewChecklistPage() {
  return <ChecklistPage page={page} />;
}
