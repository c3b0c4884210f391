import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { MissionIllustration } from "../components/service-illustrations/mission-illustration";
import { commitments, missionCta, statements, valueProposition } from "../content/mission-vission";
import page from "../content/pages/mission-vission";

export function MissionVisionPage() {
  return (
    <PageIntro page={page} visual={<MissionIllustration />}>
      {statements.map((statement) => (
        <ContentSection key={statement.heading} copy={statement} />
      ))}
      <ContentSection copy={valueProposition} tinted />
      <ContentSection copy={commitments}>
        <CardGrid cards={commitments.cards} />
      </ContentSection>
      <CtaBlock cta={missionCta} />
    </PageIntro>
  );
}
