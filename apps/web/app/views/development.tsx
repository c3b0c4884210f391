import { ServiceCaseStudies } from "../components/case-study-card/service-case-studies";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { DevelopmentDeliveryIllustration } from "../components/service-illustrations/development-delivery-illustration";
import { expertise, features, startProject, steps, whyChooseUs } from "../content/development";
import page from "../content/pages/development";

export function DevelopmentPage() {
  return (
    <PageIntro page={page} visual={<DevelopmentDeliveryIllustration />}>
      <CardSection copy={expertise} />
      <CardSection copy={features} size="wide" />
      <ListSection copy={whyChooseUs} tinted />
      <ListSection copy={steps} ordered />
      <ServiceCaseStudies path={page.path} />
      <CtaBlock cta={startProject} />
    </PageIntro>
  );
}
