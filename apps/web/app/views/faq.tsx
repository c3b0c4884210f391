import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FaqAccordion } from "../components/faq-accordion/faq-accordion";
import { PageIntro } from "../components/page-intro/page-intro";
import { FaqIllustration } from "../components/service-illustrations/faq-illustration";
import { SideColumn } from "../components/side-column/side-column";
import { faqCta, faqItems, faqSection } from "../content/faq";
import page from "../content/pages/faq";

// Lets search engines show the questions and answers directly in their results.
const faqJsonLd = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqItems.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
};

export function FaqPage() {
  return (
    <PageIntro page={page} visual={<FaqIllustration />}>
      <script
        type="application/ld+json"
        // JSON cannot close the script element once "<" is escaped.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: static data serialised at build time
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd).replace(/</g, "\\u003c") }}
      />
      <SideColumn side={<CtaBlock cta={faqCta} />}>
        <ContentSection copy={faqSection}>
          <FaqAccordion items={faqItems} />
        </ContentSection>
      </SideColumn>
    </PageIntro>
  );
}
