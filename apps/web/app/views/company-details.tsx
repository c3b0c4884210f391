import { CardSection } from "../components/content-section/card-and-list-sections";
import { PageIntro } from "../components/page-intro/page-intro";
import { CompanyIllustration } from "../components/service-illustrations/company-illustration";
import { contacts, registration, workingHours } from "../content/company-details";
import page from "../content/pages/company-details";

export function CompanyDetailsPage() {
  return (
    <PageIntro page={page} visual={<CompanyIllustration />}>
      <CardSection copy={registration} size="wide" />
      <CardSection copy={contacts} />
      <CardSection copy={workingHours} size="wide" />
    </PageIntro>
  );
}
