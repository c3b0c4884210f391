import BadgeCheck from "lucide-react/icons/badge-check";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Handshake from "lucide-react/icons/handshake";
import Megaphone from "lucide-react/icons/megaphone";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { B2bMatchesMockup } from "../components/product-mockups/b2b-matches-mockup";
import { ProductFacts } from "../components/product-page/product-facts";
import { joinCta, matching, platform, productFacts, tiers } from "../content/connectb2b";
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
      <CardSection copy={platform} icons={platformIcons} />
      <ListSection copy={matching} tinted ordered />
      <CardSection copy={tiers} id="tiers" />
      <ProductFacts facts={productFacts} />
      <CtaBlock cta={joinCta} />
    </PageIntro>
  );
}
