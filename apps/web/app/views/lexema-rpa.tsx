import Bot from "lucide-react/icons/bot";
import ChartColumn from "lucide-react/icons/chart-column";
import FileScan from "lucide-react/icons/file-scan";
import Network from "lucide-react/icons/network";
import Plug from "lucide-react/icons/plug";
import Workflow from "lucide-react/icons/workflow";
import { CardSection } from "../components/content-section/card-and-list-sections";
import { RpaQueueMockup } from "../components/product-mockups/rpa-queue-mockup";
import { type ProductIslands, ProductPage } from "../components/product-page/product-page";
import * as lexemaRpa from "../content/lexema-rpa";
import page from "../content/pages/lexema-rpa";

const moduleIcons = {
  Studio: Workflow,
  Robots: Bot,
  Orchestrator: Network,
  "Document reader": FileScan,
  Analytics: ChartColumn,
  Connectors: Plug,
};

/** The Lexema RPA product page; its testimonials and demo form are islands. */
export function LexemaRpaPage(islands: ProductIslands) {
  return (
    <ProductPage page={page} visual={<RpaQueueMockup />} copy={lexemaRpa} {...islands}>
      <CardSection copy={lexemaRpa.productModules} icons={moduleIcons} />
    </ProductPage>
  );
}
