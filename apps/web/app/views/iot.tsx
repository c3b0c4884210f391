import { ServiceCaseStudies } from "../components/case-study-card/service-case-studies";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { IotIllustration } from "../components/service-illustrations/iot-illustration";
import { industries, iotCta, projectSteps } from "../content/iot";
import page from "../content/pages/iot";

export function IotPage() {
  return (
    <PageIntro page={page} visual={<IotIllustration />}>
      <CardSection copy={industries} />
      <ListSection copy={projectSteps} ordered tinted />
      <ServiceCaseStudies path={page.path} />
      <CtaBlock cta={iotCta} />
    </PageIntro>
  );
}
