import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { JobApplicationForm } from "../features/job-application/job-application-form";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/apply-job";

export const meta: Route.MetaFunction = () => pageMeta("/apply-job");

export default function ApplyJobPage() {
  return (
    <PageIntro page={pages["/apply-job"]}>
      <JobApplicationForm id="application" />
    </PageIntro>
  );
}
