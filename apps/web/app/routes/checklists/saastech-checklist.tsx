import page from "../../content/pages/saastech-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/saastech-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function SaastechChecklistPage() {
  return <ChecklistPage page={page} />;
}
