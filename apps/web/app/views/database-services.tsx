import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { DatabaseIllustration } from "../components/service-illustrations/database-illustration";
import { auditCta, auditScope, auditSteps, deliverables } from "../content/database-services";
import page from "../content/pages/database-services";

export function DatabaseServicesPage() {
  return (
    <PageIntro page={page} visual={<DatabaseIllustration />}>
      <ContentSection copy={auditScope}>
        <CardGrid cards={auditScope.cards} size="wide" />
      </ContentSection>
      <ContentSection copy={deliverables} tinted>
        <FeatureList items={deliverables.items} />
      </ContentSection>
      <ContentSection copy={auditSteps}>
        <FeatureList items={auditSteps.items} ordered />
      </ContentSection>
      <CtaBlock cta={auditCta} />
    </PageIntro>
  );
}
