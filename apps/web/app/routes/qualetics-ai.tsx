import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/qualetics-ai";
import { demoSection, testimonials, values, whyChoose } from "../content/qualetics-ai";
import { quoteCarouselControls } from "../content/testimonial-controls";
import { DemoRequestForm } from "../features/demo-request/demo-request-form";
import { QuoteCarousel } from "../features/testimonials/quote-carousel";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/qualetics-ai";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function QualeticsAiPage() {
  return (
    <PageIntro
      page={page}
      actions={
        <a className="button" href={`#${demoSection.id}`}>
          {demoSection.actionLabel}
        </a>
      }
    >
      <ContentSection copy={values}>
        <CardGrid cards={values.cards} />
      </ContentSection>
      <ContentSection copy={whyChoose} tinted>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      <QuoteCarousel
        heading={testimonials.heading}
        items={testimonials.items}
        controls={quoteCarouselControls}
      />
      <DemoRequestForm product="qualeticsAi" id={demoSection.id} intro={demoSection.intro} />
    </PageIntro>
  );
}
