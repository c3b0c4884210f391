import { CardGrid } from "../components/card-grid/card-grid";
import { ClaimQuote } from "../components/claim-quote/claim-quote";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import {
  claim,
  contactSection,
  expertise,
  heroActions,
  problems,
  processSteps,
  solutions,
} from "../content/healsupportai";
import page from "../content/pages/healsupportai";
import { AiSupportForm } from "../features/ai-support/ai-support-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/healsupportai";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function HealSupportAiPage() {
  return (
    <PageIntro
      page={page}
      actions={heroActions.map((action) => (
        <a key={action.label} className="button" href={action.href}>
          {action.label}
        </a>
      ))}
    >
      <ContentSection copy={problems}>
        <CardGrid cards={problems.cards} />
      </ContentSection>
      <ContentSection copy={solutions} tinted>
        <FeatureList items={solutions.items} />
      </ContentSection>
      <ContentSection copy={processSteps}>
        <FeatureList items={processSteps.items} ordered />
      </ContentSection>
      <ContentSection copy={expertise}>
        <CardGrid cards={expertise.cards} />
      </ContentSection>
      <ClaimQuote {...claim} />
      <AiSupportForm page="medical" heading={contactSection.heading} intro={contactSection.intro} />
    </PageIntro>
  );
}
