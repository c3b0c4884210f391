import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { audiences, fairexCta, highlights, launch } from "../content/kf-fairex";
import page from "../content/pages/kf-fairex";

export function KfFairExPage() {
  return (
    <PageIntro page={page}>
      <ContentSection copy={launch} />
      <ContentSection copy={audiences}>
        <CardGrid cards={audiences.cards} size="wide" />
      </ContentSection>
      <ContentSection copy={highlights} tinted>
        <FeatureList items={highlights.items} />
      </ContentSection>
      <CtaBlock cta={fairexCta} />
    </PageIntro>
  );
}
