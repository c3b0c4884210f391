import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/hr-payroll";

export const meta: Route.MetaFunction = () => pageMeta("/hr-payroll");

export default function HrPayrollPage() {
  return <PageIntro page={pages["/hr-payroll"]} />;
}
