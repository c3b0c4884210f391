import type { PageContent } from "./page-content";

export default {
  path: "/hr-payroll",
  title: "HR & Payroll Software | Kaizen Fusion",
  description:
    "Complete HR and payroll software, offered with our partner firm: employee records, leave, approvals, payouts and statutory compliance.",
  heading: "HR & Payroll",
  intro:
    "Run your people processes in one place, from onboarding and attendance to payroll and statutory filings, with an HR and payroll suite we offer together with our partner firm.",
} as const satisfies PageContent;
