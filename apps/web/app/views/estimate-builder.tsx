import type { ReactNode } from "react";
import { PageIntro } from "../components/page-intro/page-intro";
import { EstimateIllustration } from "../components/service-illustrations/estimate-illustration";
import page from "../content/pages/estimate-builder";

/** The estimate builder: the page's heading around the estimate form island. */
export function EstimateBuilderPage({ estimateForm }: { estimateForm: ReactNode }) {
  return (
    <PageIntro page={page} visual={<EstimateIllustration />}>
      {estimateForm}
    </PageIntro>
  );
}
