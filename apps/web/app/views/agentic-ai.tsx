import type { ReactNode } from "react";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
import { ContentSection } from "../components/content-section/content-section";
import { FaqAccordion } from "../components/faq-accordion/faq-accordion";
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
      <ListSection copy={offers} tinted />
      <CardSection copy={industries} />
      <CardSection copy={benefits} tinted />
      <ContentSection copy={faq}>
        <FaqAccordion items={faq.items} />
      </ContentSection>
      {signUpForm}
    </PageIntro>
  );
}
