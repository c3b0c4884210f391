import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { demoSection, productModules, testimonials, whyChoose } from "../content/lexema-rpa";
import page from "../content/pages/lexema-rpa";
import { quoteCarouselControls } from "../content/testimonial-controls";
import { DemoRequestForm } from "../features/demo-request/demo-request-form";
import { QuoteCarousel } from "../features/testimonials/quote-carousel";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/lexema-rpa";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function LexemaRpaPage() {
  return (
    <PageIntro
      page={page}
      actions={
        <a className="button" href={`#${demoSection.id}`}>
          {demoSection.actionLabel}
        </a>
      }
    >
      <ContentSection copy={productModules}>
        <CardGrid cards={productModules.cards} />
      </ContentSection>
      <ContentSection copy={whyChoose} tinted>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      <QuoteCarousel
        heading={testimonials.heading}
        items={testimonials.items}
        controls={quoteCarouselControls}
      />
      <DemoRequestForm product="lexemaRpa" id={demoSection.id} intro={demoSection.intro} />
    </PageIntro>
  );
}
