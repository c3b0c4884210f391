import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FaqAccordion } from "../components/faq-accordion/faq-accordion";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { AgenticIllustration } from "../components/service-illustrations/agentic-illustration";
import { benefits, faq, industries, intro, offers, voiceAgentLink } from "../content/agentic-ai";
import page from "../content/pages/agentic-ai";

/** The agentic AI services page; the early-access form is an island. */
export function AgenticAiPage({ signUpForm }: { signUpForm: ReactNode }) {
  return (
    <PageIntro page={page} visual={<AgenticIllustration />}>
      <ContentSection copy={intro}>
        <p>
          {voiceAgentLink.text}{" "}
          <a className="button" href={voiceAgentLink.to}>
            {voiceAgentLink.label}
          </a>
        </p>
      </ContentSection>
      <ContentSection copy={offers} tinted>
        <FeatureList items={offers.items} />
      </ContentSection>
      <ContentSection copy={industries}>
        <CardGrid cards={industries.cards} />
      </ContentSection>
      <ContentSection copy={benefits} tinted>
        <CardGrid cards={benefits.cards} />
      </ContentSection>
      <ContentSection copy={faq}>
        <FaqAccordion items={faq.items} />
      </ContentSection>
      {signUpForm}
    </PageIntro>
  );
}
