import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/project-deliver";
import { projectsCta, showcase } from "../content/project-deliver";

export function ProjectDeliverPage() {
  return (
    <PageIntro page={page}>
      <ContentSection copy={showcase}>
        <CardGrid cards={showcase.cards} label={showcase.label} size="wide" />
      </ContentSection>
      <CtaBlock cta={projectsCta} />
    </PageIntro>
  );
}
