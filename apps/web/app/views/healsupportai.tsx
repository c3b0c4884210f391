import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ClaimQuote } from "../components/claim-quote/claim-quote";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { HealIllustration } from "../components/service-illustrations/heal-illustration";
import {
  claim,
  expertise,
  heroActions,
  problems,
  processSteps,
  solutions,
} from "../content/healsupportai";
import page from "../content/pages/healsupportai";

/** The medical-clinic AI page; the support request form is an island. */
export function HealSupportAiPage({ supportForm }: { supportForm: ReactNode }) {
  return (
    <PageIntro
      page={page}
      visual={<HealIllustration />}
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
      {supportForm}
    </PageIntro>
  );
}
