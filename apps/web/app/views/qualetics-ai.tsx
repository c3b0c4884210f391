import BadgeCheck from "lucide-react/icons/badge-check";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Sparkles from "lucide-react/icons/sparkles";
import { AnalyticsDashboardMockup } from "../components/product-mockups/analytics-dashboard-mockup";
import { type ProductIslands, ProductPage } from "../components/product-page/product-page";
import { CardSection } from "../components/product-page/product-sections";
import page from "../content/pages/qualetics-ai";
import { demoAgenda, demoSection, values, whyChoose } from "../content/qualetics-ai";

const valueIcons = { Expertise: BadgeCheck, Innovation: Sparkles, Support: LifeBuoy };

/** The Qualetics AI product page; its testimonials and demo form are islands. */
export function QualeticsAiPage(islands: ProductIslands) {
  return (
    <ProductPage
      page={page}
      visual={<AnalyticsDashboardMockup />}
      demoSection={demoSection}
      demoAgenda={demoAgenda}
      whyChoose={whyChoose}
      {...islands}
    >
      <CardSection copy={values} icons={valueIcons} />
    </ProductPage>
  );
}
