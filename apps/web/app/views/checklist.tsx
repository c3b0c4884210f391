import { ChecklistGrid } from "../components/checklist-index/checklist-grid";
import { PageIntro } from "../components/page-intro/page-intro";
import { checklistGroups } from "../content/checklists";
import page from "../content/pages/checklist";

export function ChecklistIndexPage() {
  return (
    <PageIntro page={page}>
      <ChecklistGrid groups={checklistGroups} />
    </PageIntro>
  );
}
