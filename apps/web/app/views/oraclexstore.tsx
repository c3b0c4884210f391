import { CardSection, ListSection } from "../components/content-section/card-and-list-sections";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { XstoreIllustration } from "../components/service-illustrations/xstore-illustration";
import { posCta, supportModel, supportServices } from "../content/oraclexstore";
import page from "../content/pages/oraclexstore";

export function OracleXstorePage() {
  return (
    <PageIntro page={page} visual={<XstoreIllustration />}>
      <CardSection copy={supportServices} size="wide" />
      <ListSection copy={supportModel} tinted />
      <CtaBlock cta={posCta} />
    </PageIntro>
  );
}
