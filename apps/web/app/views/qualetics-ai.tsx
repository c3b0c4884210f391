import BadgeCheck from "lucide-react/icons/badge-check";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Sparkles from "lucide-react/icons/sparkles";
import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { AnalyticsDashboardMockup } from "../components/product-mockups/analytics-dashboard-mockup";
import page from "../content/pages/qualetics-ai";
import { demoSection, values, whyChoose } from "../content/qualetics-ai";

const valueIcons = { Expertise: BadgeCheck, Innovation: Sparkles, Support: LifeBuoy };

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
      visual={<AnalyticsDashboardMockup />}
      actions={
        <a className="button" href={`#${demoSection.id}`}>
          {demoSection.actionLabel}
        </a>
      }
    >
      <ContentSection copy={values}>
        <CardGrid cards={values.cards} icons={valueIcons} />
      </ContentSection>
      <ContentSection copy={whyChoose} tinted>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      {testimonialCarousel}
      {demoForm}
    </PageIntro>
  );
}
