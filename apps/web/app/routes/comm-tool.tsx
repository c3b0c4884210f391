import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { keyFeatures, signUpSection, whyChoose } from "../content/comm-tool";
import page from "../content/pages/comm-tool";
import { EarlyAccessForm } from "../features/early-access/early-access-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/comm-tool";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function CommToolPage() {
  return (
    <PageIntro page={page}>
      <ContentSection copy={whyChoose}>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      <ContentSection copy={keyFeatures} tinted>
        <CardGrid cards={keyFeatures.cards} />
      </ContentSection>
      <EarlyAccessForm offer="commTool" id={signUpSection.id} intro={signUpSection.intro} />
    </PageIntro>
  );
}
