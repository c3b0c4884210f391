import { PageIntro } from "../../components/page-intro/page-intro";
import { StandalonePage } from "../../components/standalone-page/standalone-page";
import { checklistIndexLink } from "../../content/checklists";
import { pages } from "../../content/pages";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/vendor-checklist";

export const meta: Route.MetaFunction = () => pageMeta("/vendor-checklist");

export default function VendorOnboardingChecklistPage() {
  return (
    <StandalonePage logoLink={checklistIndexLink}>
      <PageIntro page={pages["/vendor-checklist"]} />
    </StandalonePage>
  );
}
