import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/apply-job";
import { JobApplicationForm } from "../features/job-application/job-application-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/apply-job";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function ApplyJobPage() {
  return (
    <PageIntro page={page}>
      <JobApplicationForm id="application" />
    </PageIntro>
  );
}
