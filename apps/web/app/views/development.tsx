import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { DevelopmentIllustration } from "../components/service-illustrations/development-illustration";
import { expertise, features, startProject, steps, whyChooseUs } from "../content/development";
import page from "../content/pages/development";

export function DevelopmentPage() {
  return (
    <PageIntro page={page} visual={<DevelopmentIllustration />}>
      <ContentSection copy={expertise}>
        <CardGrid cards={expertise.cards} />
      </ContentSection>
      <ContentSection copy={features}>
        <CardGrid cards={features.cards} size="wide" />
      </ContentSection>
      <ContentSection copy={whyChooseUs} tinted>
        <FeatureList items={whyChooseUs.items} />
      </ContentSection>
      <ContentSection copy={steps}>
        <FeatureList items={steps.items} ordered />
      </ContentSection>
      <CtaBlock cta={startProject} />
    </PageIntro>
  );
}
