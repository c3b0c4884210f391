import { ServiceCaseStudies } from "../components/case-study-card/service-case-studies";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { DatabaseIllustration } from "../components/service-illustrations/database-illustration";
import { auditCta, auditScope, auditSteps, deliverables } from "../content/database-services";
import page from "../content/pages/database-services";

export function DatabaseServicesPage() {
  return (
    <PageIntro page={page} visual={<DatabaseIllustration />}>
      <CardSection copy={auditScope} size="wide" />
      <ListSection copy={deliverables} tinted />
      <ListSection copy={auditSteps} ordered />
      <ServiceCaseStudies path={page.path} />
      <CtaBlock cta={auditCta} />
    </PageIntro>
  );
}
