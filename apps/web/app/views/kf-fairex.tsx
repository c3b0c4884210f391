import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Store from "lucide-react/icons/store";
import Users from "lucide-react/icons/users";
import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { FairexFloorMockup } from "../components/product-mockups/fairex-floor-mockup";
import { ProductFacts } from "../components/product-page/product-facts";
import { audiences, fairexCta, highlights, launch, productFacts } from "../content/kf-fairex";
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
      <CardSection copy={audiences} size="wide" icons={audienceIcons} />
      <ListSection copy={highlights} tinted />
      <ProductFacts facts={productFacts} />
      <CtaBlock cta={fairexCta} />
    </PageIntro>
  );
}
