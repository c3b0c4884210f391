import { ChecklistFan } from "../components/checklist-index/checklist-fan";
import { ChecklistGrid } from "../components/checklist-index/checklist-grid";
import { PageIntro } from "../components/page-intro/page-intro";
import { checklistGroups } from "../content/checklists";
import page from "../content/pages/checklist";

export function ChecklistIndexPage() {
  return (
    <PageIntro
      page={page}
      visual={
        <ChecklistFan files={["srs-template", "logistics-checklist", "healthcare-checklist"]} />
      }
    >
      <ChecklistGrid groups={checklistGroups} />
    </PageIntro>
  );
}
