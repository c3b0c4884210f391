import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { PageIntro } from "../components/page-intro/page-intro";
import { CompanyIllustration } from "../components/service-illustrations/company-illustration";
import { contacts, registration, workingHours } from "../content/company-details";
import page from "../content/pages/company-details";

export function CompanyDetailsPage() {
  return (
    <PageIntro page={page} visual={<CompanyIllustration />}>
      <ContentSection copy={registration}>
        <CardGrid cards={registration.cards} size="wide" />
      </ContentSection>
      <ContentSection copy={contacts}>
        <CardGrid cards={contacts.cards} />
      </ContentSection>
      <ContentSection copy={workingHours}>
        <CardGrid cards={workingHours.cards} size="wide" />
      </ContentSection>
    </PageIntro>
  );
}
