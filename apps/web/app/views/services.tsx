import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/services";
import { serviceOffers, servicesCta } from "../content/services";

export function ServicesPage() {
  return (
    <PageIntro page={page}>
      {serviceOffers.map((offer) => (
        <ContentSection key={offer.id} id={offer.id} copy={offer}>
          <CardGrid cards={offer.cards} />
        </ContentSection>
      ))}
      <CtaBlock cta={servicesCta} />
    </PageIntro>
  );
}
