import Bot from "lucide-react/icons/bot";
import ChartColumn from "lucide-react/icons/chart-column";
import FileScan from "lucide-react/icons/file-scan";
import Network from "lucide-react/icons/network";
import Plug from "lucide-react/icons/plug";
import Workflow from "lucide-react/icons/workflow";
import type { ReactNode } from "react";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { FeatureList } from "../components/feature-list/feature-list";
import { PageIntro } from "../components/page-intro/page-intro";
import { RpaQueueMockup } from "../components/product-mockups/rpa-queue-mockup";
import { demoSection, productModules, whyChoose } from "../content/lexema-rpa";
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
export function LexemaRpaPage({
  testimonialCarousel,
  demoForm,
}: {
  testimonialCarousel: ReactNode;
  demoForm: ReactNode;
}) {
  return (
    <PageIntro
      page={page}
      visual={<RpaQueueMockup />}
      actions={
        <a className="button" href={`#${demoSection.id}`}>
          {demoSection.actionLabel}
        </a>
      }
    >
      <ContentSection copy={productModules}>
        <CardGrid cards={productModules.cards} icons={moduleIcons} />
      </ContentSection>
      <ContentSection copy={whyChoose} tinted>
        <FeatureList items={whyChoose.items} />
      </ContentSection>
      {testimonialCarousel}
      {demoForm}
    </PageIntro>
  );
}
