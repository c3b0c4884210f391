import page from "../../content/pages/srs-template";
import { ChecklistPage } from "../../features/checklist-download/checklist-page";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/srs-template";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function SrsTemplatePage() {
  return <ChecklistPage page={page} />;
}
