import BadgeCheck from "lucide-react/icons/badge-check";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Sparkles from "lucide-react/icons/sparkles";
import { CardSection } from "../components/content-section/card-and-list-sections";
import { AnalyticsDashboardMockup } from "../components/product-mockups/analytics-dashboard-mockup";
import { type ProductIslands, ProductPage } from "../components/product-page/product-page";
import page from "../content/pages/qualetics-ai";
import * as qualeticsAi from "../content/qualetics-ai";

const valueIcons = { Expertise: BadgeCheck, Innovation: Sparkles, Support: LifeBuoy };

/** The Qualetics AI product page; its testimonials and demo form are islands. */
export function QualeticsAiPage(islands: ProductIslands) {
  return (
    <ProductPage page={page} visual={<AnalyticsDashboardMockup />} copy={qualeticsAi} {...islands}>
      <CardSection copy={qualeticsAi.values} icons={valueIcons} />
    </ProductPage>
  );
}
