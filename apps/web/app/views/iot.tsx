import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { IotIllustration } from "../components/service-illustrations/iot-illustration";
import { industries, iotCta, projectSteps } from "../content/iot";
import page from "../content/pages/iot";

export function IotPage() {
  return (
    <PageIntro page={page} visual={<IotIllustration />}>
      <ContentSection copy={industries}>
        <CardGrid cards={industries.cards} />
      </ContentSection>
      <ContentSection copy={projectSteps} tinted>
        <FeatureList items={projectSteps.items} ordered />
      </ContentSection>
      <CtaBlock cta={iotCta} />
    </PageIntro>
  );
}
