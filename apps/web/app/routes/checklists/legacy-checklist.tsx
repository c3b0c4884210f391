import page from "../../content/pages/legacy-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/legacy-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function LegacyChecklistPage() {
  return <ChecklistPage page={page} />;
}
