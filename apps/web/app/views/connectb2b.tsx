import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { joinCta, matching, platform, tiers } from "../content/connectb2b";
import page from "../content/pages/connectb2b";

export function ConnectB2BPage() {
  return (
    <PageIntro page={page}>
      <ContentSection copy={platform}>
        <CardGrid cards={platform.cards} />
      </ContentSection>
      <ContentSection copy={matching} tinted>
        <FeatureList items={matching.items} ordered />
      </ContentSection>
      <ContentSection id="tiers" copy={tiers}>
        <CardGrid cards={tiers.cards} />
      </ContentSection>
      <CtaBlock cta={joinCta} />
    </PageIntro>
  );
}
