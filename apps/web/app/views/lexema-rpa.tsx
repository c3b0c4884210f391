import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { demoSection, productModules, whyChoose } from "../content/lexema-rpa";
import page from "../content/pages/lexema-rpa";

/** The Lexema RPA product page; its testimonials and demo form are islands. */
export function LexemaRpaPage({
  testimonialCarousel,
  demoForm,
}: {
  testimonialCarousel: ReactNode;
  demoForm: ReactNode;
}) {
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
      {testimonialCarousel}
      {demoForm}
    </PageIntro>
  );
}
