import page from "../../content/pages/vendorsupport-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/vendorsupport-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function VendorsupportChecklistPage() {
  return <ChecklistPage page={page} />;
}
