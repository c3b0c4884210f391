import Server from "lucide-react/icons/server";
import ShieldCheck from "lucide-react/icons/shield-check";
import Webhook from "lucide-react/icons/webhook";
import type { ReactNode } from "react";
import { ServiceCaseStudies } from "../components/case-study-card/service-case-studies";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
import { PageIntro } from "../components/page-intro/page-intro";
import { TeamChatMockup } from "../components/product-mockups/team-chat-mockup";
import { keyFeatures, whyChoose } from "../content/comm-tool";
import page from "../content/pages/comm-tool";

const featureIcons = {
  "Privately hosted": Server,
  "Outage prevention": ShieldCheck,
  "API integration": Webhook,
};

/** The corporate communication tool page; the early-access form is an island. */
export function CommToolPage({ signUpForm }: { signUpForm: ReactNode }) {
  return (
    <PageIntro page={page} visual={<TeamChatMockup />}>
      <ListSection copy={whyChoose} />
      <CardSection copy={keyFeatures} icons={featureIcons} tinted />
      <ServiceCaseStudies path={page.path} />
      {signUpForm}
    </PageIntro>
  );
}
