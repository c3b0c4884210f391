import BadgeCheck from "lucide-react/icons/badge-check";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Handshake from "lucide-react/icons/handshake";
import Megaphone from "lucide-react/icons/megaphone";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { B2bMatchesMockup } from "../components/product-mockups/b2b-matches-mockup";
import { joinCta, matching, platform, tiers } from "../content/connectb2b";
import page from "../content/pages/connectb2b";

const platformIcons = {
  "Verified company profiles": BadgeCheck,
  "Requirement posts": Megaphone,
  "Introductions, not cold calls": Handshake,
  "Meetings and follow-up": CalendarCheck,
};

export function ConnectB2BPage() {
  return (
    <PageIntro page={page} visual={<B2bMatchesMockup />}>
      <ContentSection copy={platform}>
        <CardGrid cards={platform.cards} icons={platformIcons} />
      </ContentSection>
      <ContentSection copy={matching} tinted>
        <FeatureList items={matching.items} ordered />
      </ContentSection>
      <ContentSection id="tiers" copy={tiers}>
        <CardGrid cards={tiers.cards} />
      </ContentSection>
      <CtaBlock cta={joinCta} />
    </PageIntro>
  );
}
