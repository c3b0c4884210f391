import { Link } from "react-router";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FaqAccordion } from "../components/faq-accordion/faq-accordion";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import {
  benefits,
  faq,
  industries,
  intro,
  offers,
  signUpSection,
  voiceAgentLink,
} from "../content/agentic-ai";
import page from "../content/pages/agentic-ai";
import { EarlyAccessForm } from "../features/early-access/early-access-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/agentic-ai";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function AgenticAiPage() {
  return (
    <PageIntro page={page}>
      <ContentSection copy={intro}>
        <p>
          {voiceAgentLink.text}{" "}
          <Link className="button" to={voiceAgentLink.to}>
            {voiceAgentLink.label}
          </Link>
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
      <EarlyAccessForm offer="agenticAi" id={signUpSection.id} intro={signUpSection.intro} />
    </PageIntro>
  );
}
