import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { XstoreIllustration } from "../components/service-illustrations/xstore-illustration";
import { posCta, supportModel, supportServices } from "../content/oraclexstore";
import page from "../content/pages/oraclexstore";

export function OracleXstorePage() {
  return (
    <PageIntro page={page} visual={<XstoreIllustration />}>
      <ContentSection copy={supportServices}>
        <CardGrid cards={supportServices.cards} size="wide" />
      </ContentSection>
      <ContentSection copy={supportModel} tinted>
        <FeatureList items={supportModel.items} />
      </ContentSection>
      <CtaBlock cta={posCta} />
    </PageIntro>
  );
}
