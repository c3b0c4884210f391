import page from "../../content/pages/healthcare-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/healthcare-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function HealthcareChecklistPage() {
  return <ChecklistPage page={page} />;
}
