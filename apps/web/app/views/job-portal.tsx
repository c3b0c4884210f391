import { ContentSection } from "../components/content-section/content-section";
import { MailLine } from "../components/mail-line/mail-line";
import { CareersIllustration } from "../components/page-illustrations/careers-illustration";
import { PageIntro } from "../components/page-intro/page-intro";
import { careersContact, jobPostings, postingLabels } from "../content/job-portal";
import page from "../content/pages/job-portal";
import { JobPostingList } from "../features/careers/job-posting-list";

export function JobPortalPage() {
  return (
    <PageIntro page={page} visual={<CareersIllustration />}>
      <ContentSection copy={{ heading: postingLabels.heading }}>
        <JobPostingList postings={jobPostings} />
      </ContentSection>
      <MailLine {...careersContact} />
    </PageIntro>
  );
}
