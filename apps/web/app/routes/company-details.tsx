import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/company-details";

export const meta: Route.MetaFunction = () => pageMeta("/company-details");

export default function CompanyDetailsPage() {
  return <PageIntro page={pages["/company-details"]} />;
}
