import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/datavisibility-checklist";

export const meta: Route.MetaFunction = () => pageMeta("/datavisibility-checklist");

export default function DatavisibilityChecklistPage() {
  return <ChecklistPage path="/datavisibility-checklist" />;
}
