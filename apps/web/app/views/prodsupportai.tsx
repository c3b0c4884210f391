import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { MailLine } from "../components/mail-line/mail-line";
import { PageIntro } from "../components/page-intro/page-intro";
import { ProdIllustration } from "../components/service-illustrations/prod-illustration";
import page from "../content/pages/prodsupportai";
import {
  heroActions,
  mailContact,
  pains,
  processSteps,
  results,
  sectors,
  tools,
} from "../content/prodsupportai";

/** The manufacturing AI page; the support request form is an island. */
export function ProdSupportAiPage({ supportForm }: { supportForm: ReactNode }) {
  return (
    <PageIntro
      page={page}
      visual={<ProdIllustration />}
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
      {supportForm}
      <MailLine {...mailContact} />
    </PageIntro>
  );
}
