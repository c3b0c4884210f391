import Building2 from "lucide-react/icons/building-2";
import Database from "lucide-react/icons/database";
import Gauge from "lucide-react/icons/gauge";
import { CardSection } from "../components/content-section/card-and-list-sections";
import { AnalyticsDashboardMockup } from "../components/product-mockups/analytics-dashboard-mockup";
import { type ProductIslands, ProductPage } from "../components/product-page/product-page";
import page from "../content/pages/qualetics-ai";
import * as qualeticsAi from "../content/qualetics-ai";

const valueIcons = {
  "Expertise: the figures it watches": Gauge,
  "Support: for whom, and who sets it up": Building2,
  "Innovation: it reads the data you already keep": Database,
};

/** The Qualetics AI product page; its testimonials and demo form are islands. */
export function QualeticsAiPage(islands: ProductIslands) {
  return (
    <ProductPage page={page} visual={<AnalyticsDashboardMockup />} copy={qualeticsAi} {...islands}>
      <CardSection copy={qualeticsAi.values} icons={valueIcons} />
    </ProductPage>
  );
}
