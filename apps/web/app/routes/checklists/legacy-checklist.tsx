import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/legacy-checklist";

export const meta: Route.MetaFunction = () => pageMeta("/legacy-checklist");

export default function LegacyChecklistPage() {
  return <ChecklistPage path="/legacy-checklist" />;
}
