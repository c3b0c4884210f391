import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { keyFeatures, whyChoose } from "../content/comm-tool";
import page from "../content/pages/comm-tool";

/** The corporate communication tool page; the early-access form is an island. */
export function CommToolPage({ signUpForm }: { signUpForm: ReactNode }) {
  return (
    <PageIntro page={page}>
      <ContentSection copy={whyChoose}>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      <ContentSection copy={keyFeatures} tinted>
        <CardGrid cards={keyFeatures.cards} />
      </ContentSection>
      {signUpForm}
    </PageIntro>
  );
}
