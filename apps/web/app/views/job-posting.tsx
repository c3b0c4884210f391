import { MailLine } from "../components/mail-line/mail-line";
import { PageIntro } from "../components/page-intro/page-intro";
import {
  careersContact,
  type JobPosting,
  jobApplyHref,
  postingLabels,
} from "../content/job-portal";
import careersPage from "../content/pages/job-portal";
import { JobPostingDetails } from "../features/careers/job-posting-details";

/** One open position's own page (/job-portal/<slug>). */
export function JobPostingPage({ posting }: { posting: JobPosting }) {
  return (
    <PageIntro
      page={{ heading: posting.title, intro: posting.description }}
      links={[{ label: postingLabels.apply, href: jobApplyHref(posting) }]}
    >
      <JobPostingDetails
        posting={posting}
        applyHref={jobApplyHref(posting)}
        listHref={careersPage.path}
      />
      <MailLine {...careersContact} />
    </PageIntro>
  );
}
