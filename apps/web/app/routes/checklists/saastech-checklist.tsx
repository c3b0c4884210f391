import { PageIntro } from "../../components/page-intro/page-intro";
import { StandalonePage } from "../../components/standalone-page/standalone-page";
import { checklistIndexLink } from "../../content/checklists";
import { pages } from "../../content/pages";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/saastech-checklist";

export const meta: Route.MetaFunction = () => pageMeta("/saastech-checklist");

export default function SaasTechChecklistPage() {
  return (
    <StandalonePage logoLink={checklistIndexLink}>
      <PageIntro page={pages["/saastech-checklist"]} />
    </StandalonePage>
  );
}
