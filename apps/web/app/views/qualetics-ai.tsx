import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/qualetics-ai";
import { demoSection, values, whyChoose } from "../content/qualetics-ai";

/** The Qualetics AI product page; its testimonials and demo form are islands. */
export function QualeticsAiPage({
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
      <ContentSection copy={values}>
        <CardGrid cards={values.cards} />
      </ContentSection>
      <ContentSection copy={whyChoose} tinted>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      {testimonialCarousel}
      {demoForm}
    </PageIntro>
  );
}
