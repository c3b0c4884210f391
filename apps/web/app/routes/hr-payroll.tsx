import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { MailLine } from "../components/mail-line/mail-line";
import { PageIntro } from "../components/page-intro/page-intro";
import { demoSection, mission, modules, testimonials, whyChoose } from "../content/hr-payroll";
import page from "../content/pages/hr-payroll";
import { quoteCarouselControls } from "../content/testimonial-controls";
import { DemoRequestForm } from "../features/demo-request/demo-request-form";
import { QuoteCarousel } from "../features/testimonials/quote-carousel";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/hr-payroll";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function HrPayrollPage() {
  return (
    <PageIntro
      page={page}
      actions={
        <a className="button" href={`#${demoSection.id}`}>
          {demoSection.actionLabel}
        </a>
      }
    >
      <ContentSection copy={{ heading: mission.heading }}>
        <MailLine text={mission.text} email={mission.email} subject={mission.subject} />
      </ContentSection>
      <ContentSection copy={modules}>
        <CardGrid cards={modules.cards} />
      </ContentSection>
      <ContentSection copy={whyChoose} tinted>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      <QuoteCarousel
        heading={testimonials.heading}
        items={testimonials.items}
        controls={quoteCarouselControls}
      />
      <DemoRequestForm product="hrPayroll" id={demoSection.id} intro={demoSection.intro} />
    </PageIntro>
  );
}
