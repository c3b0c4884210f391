import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { PageIntro } from "../components/page-intro/page-intro";
import {
  banner,
  benefits,
  formSection,
  partnerLogos,
  testimonials,
} from "../content/become-a-partner";
import page from "../content/pages/become-a-partner";
import { quoteCarouselControls } from "../content/testimonial-controls";
import { PartnerForm } from "../features/partner/partner-form";
import { PartnerLogos } from "../features/partner/partner-logos";
import { QuoteCarousel } from "../features/testimonials/quote-carousel";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/become-a-partner";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function BecomeAPartnerPage() {
  return (
    <PageIntro
      page={page}
      actions={
        <a className="button" href={banner.action.href}>
          {banner.action.label}
        </a>
      }
    >
      <ContentSection copy={benefits}>
        <CardGrid cards={benefits.cards} />
      </ContentSection>
      <ContentSection copy={partnerLogos} tinted>
        <PartnerLogos logos={partnerLogos.items} />
      </ContentSection>
      <QuoteCarousel
        heading={testimonials.heading}
        items={testimonials.items}
        controls={quoteCarouselControls}
      />
      <PartnerForm id={formSection.id} heading={formSection.heading} intro={formSection.intro} />
    </PageIntro>
  );
}
