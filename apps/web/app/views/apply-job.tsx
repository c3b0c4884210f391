import type { ReactNode } from "react";
import { PageIntro } from "../components/page-intro/page-intro";
import page from "../content/pages/apply-job";

/** The job application page: the page's heading around the application form island. */
export function ApplyJobPage({ applicationForm }: { applicationForm: ReactNode }) {
  return <PageIntro page={page}>{applicationForm}</PageIntro>;
}
