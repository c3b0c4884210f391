import page from "../../content/pages/techmistake-checklist";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/techmistake-checklist";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function TechmistakeChecklistPage() {
  return <ChecklistPage page={page} />;
}
