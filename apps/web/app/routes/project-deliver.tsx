import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { projectsCta, showcase } from "../content/project-deliver";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/project-deliver";

export const meta: Route.MetaFunction = () => pageMeta("/project-deliver");

export default function ProjectDeliverPage() {
  return (
    <PageIntro page={pages["/project-deliver"]}>
      <ContentSection copy={showcase}>
        <CardGrid cards={showcase.cards} label={showcase.label} size="wide" />
      </ContentSection>
      <CtaBlock cta={projectsCta} />
    </PageIntro>
  );
}
