import page from "../../content/pages/vendor-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/vendor-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function VendorChecklistPage() {
  return <ChecklistPage page={page} />;
}
