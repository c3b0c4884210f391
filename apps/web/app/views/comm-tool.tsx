import Server from "lucide-react/icons/server";
import ShieldCheck from "lucide-react/icons/shield-check";
import Webhook from "lucide-react/icons/webhook";
import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
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
      <ContentSection copy={whyChoose}>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      <ContentSection copy={keyFeatures} tinted>
        <CardGrid cards={keyFeatures.cards} icons={featureIcons} />
      </ContentSection>
      {signUpForm}
    </PageIntro>
  );
}
