import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { MailLine } from "../components/mail-line/mail-line";
import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/prodsupportai";
import {
  contactSection,
  heroActions,
  mailContact,
  pains,
  processSteps,
  results,
  sectors,
  tools,
} from "../content/prodsupportai";
import { AiSupportForm } from "../features/ai-support/ai-support-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/prodsupportai";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function ProdSupportAiPage() {
  return (
    <PageIntro
      page={page}
      actions={heroActions.map((action) => (
        <a key={action.label} className="button" href={action.href}>
          {action.label}
        </a>
      ))}
    >
      <ContentSection copy={pains}>
        <CardGrid cards={pains.cards} />
      </ContentSection>
      <ContentSection copy={tools} tinted>
        <FeatureList items={tools.items} />
      </ContentSection>
      <ContentSection copy={processSteps}>
        <FeatureList items={processSteps.items} ordered />
      </ContentSection>
      <ContentSection copy={sectors}>
        <CardGrid cards={sectors.cards} />
      </ContentSection>
      <ContentSection copy={results} tinted>
        <CardGrid cards={results.cards} />
      </ContentSection>
      <AiSupportForm
        page="manufacturing"
        heading={contactSection.heading}
        intro={contactSection.intro}
      />
      <MailLine {...mailContact} />
    </PageIntro>
  );
}
