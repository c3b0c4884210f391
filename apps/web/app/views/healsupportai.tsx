import type { ReactNode } from "react";
import { ClaimQuote } from "../components/claim-quote/claim-quote";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
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
    <PageIntro page={page} visual={<HealIllustration />} links={heroActions}>
      <CardSection copy={problems} />
      <ListSection copy={solutions} tinted />
      <ListSection copy={processSteps} ordered />
      <CardSection copy={expertise} />
      <ClaimQuote {...claim} />
      {supportForm}
    </PageIntro>
  );
}
