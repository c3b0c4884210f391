import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Store from "lucide-react/icons/store";
import Users from "lucide-react/icons/users";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { FairexFloorMockup } from "../components/product-mockups/fairex-floor-mockup";
import { audiences, fairexCta, highlights, launch } from "../content/kf-fairex";
import page from "../content/pages/kf-fairex";

const audienceIcons = {
  "For organisers": LayoutDashboard,
  "For exhibitors": Store,
  "For visitors": Users,
};

export function KfFairExPage() {
  return (
    <PageIntro page={page} visual={<FairexFloorMockup />}>
      <ContentSection copy={launch} />
      <ContentSection copy={audiences}>
        <CardGrid cards={audiences.cards} size="wide" icons={audienceIcons} />
      </ContentSection>
      <ContentSection copy={highlights} tinted>
        <FeatureList items={highlights.items} />
      </ContentSection>
      <CtaBlock cta={fairexCta} />
    </PageIntro>
  );
}
