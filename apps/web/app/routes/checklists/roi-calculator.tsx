import { PageIntro } from "../../components/page-intro/page-intro";
import { StandalonePage } from "../../components/standalone-page/standalone-page";
import { checklistIndexLink } from "../../content/checklists";
import { pages } from "../../content/pages";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/roi-calculator";

export const meta: Route.MetaFunction = () => pageMeta("/roi-calculator");

export default function RoiCalculatorPage() {
  return (
    <StandalonePage logoLink={checklistIndexLink}>
      <PageIntro page={pages["/roi-calculator"]} />
    </StandalonePage>
  );
}
