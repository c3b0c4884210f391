import type { ReactNode } from "react";
import { CareersIllustration } from "../components/page-illustrations/careers-illustration";
import { PageIntro } from "../components/page-intro/page-intro";
import { FormBesideSteps } from "../components/side-column/form-beside-steps";
import { hiringSteps } from "../content/job-portal";
import page from "../content/pages/apply-job";

/** The job application page: the application form island, with how hiring goes beside it. */
export function ApplyJobPage({ applicationForm }: { applicationForm: ReactNode }) {
  return (
    <PageIntro page={page} visual={<CareersIllustration />}>
      <FormBesideSteps steps={hiringSteps} atTop>
        {applicationForm}
      </FormBesideSteps>
    </PageIntro>
  );
}
