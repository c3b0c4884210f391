import { PageIntro } from "../../components/page-intro/page-intro";
import { StandalonePage } from "../../components/standalone-page/standalone-page";
import { checklistIndexLink } from "../../content/checklists";
import { pages } from "../../content/pages";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/srs-template";

export const meta: Route.MetaFunction = () => pageMeta("/srs-template");

export default function SrsTemplatePage() {
  return (
    <StandalonePage logoLink={checklistIndexLink}>
      <PageIntro page={pages["/srs-template"]} />
    </StandalonePage>
  );
}
