import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { MailLine } from "../components/mail-line/mail-line";
import { PageIntro } from "../components/page-intro/page-intro";
import { demoSection, mission, modules, whyChoose } from "../content/hr-payroll";
import page from "../content/pages/hr-payroll";

/** The HR & Payroll product page; its testimonials and demo form are islands. */
export function HrPayrollPage({
  testimonialCarousel,
  demoForm,
}: {
  testimonialCarousel: ReactNode;
  demoForm: ReactNode;
}) {
  return (
    <PageIntro
      page={page}
      actions={
        <a className="button" href={`#${demoSection.id}`}>
          {demoSection.actionLabel}
        </a>
      }
    >
      <ContentSection copy={{ heading: mission.heading }}>
        <MailLine text={mission.text} email={mission.email} subject={mission.subject} />
      </ContentSection>
      <ContentSection copy={modules}>
        <CardGrid cards={modules.cards} />
      </ContentSection>
      <ContentSection copy={whyChoose} tinted>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      {testimonialCarousel}
      {demoForm}
    </PageIntro>
  );
}
