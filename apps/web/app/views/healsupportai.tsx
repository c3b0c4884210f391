import type { ReactNode } from "react";
import { ClaimQuote } from "../components/claim-quote/claim-quote";
import { PageIntro } from "../components/page-intro/page-intro";
import { HeroLinks } from "../components/product-page/hero-links";
import { CardSection, ListSection } from "../components/product-page/product-sections";
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
      actions={<HeroLinks links={heroActions} />}
    >
      <CardSection copy={problems} />
      <ListSection copy={solutions} tinted />
      <ListSection copy={processSteps} ordered />
      <CardSection copy={expertise} />
      <ClaimQuote {...claim} />
      {supportForm}
    </PageIntro>
  );
}
