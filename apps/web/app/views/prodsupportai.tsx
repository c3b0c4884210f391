import type { ReactNode } from "react";
import { ServiceCaseStudies } from "../components/case-study-card/service-case-studies";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
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
    <PageIntro page={page} visual={<ProdIllustration />} links={heroActions}>
      <CardSection copy={pains} />
      <ListSection copy={tools} tinted />
      <ListSection copy={processSteps} ordered />
      <CardSection copy={sectors} />
      <CardSection copy={results} tinted />
      <ServiceCaseStudies path={page.path} />
      {supportForm}
      <MailLine {...mailContact} />
    </PageIntro>
  );
}
