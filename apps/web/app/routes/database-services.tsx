import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/database-services";

export const meta: Route.MetaFunction = () => pageMeta("/database-services");

export default function DatabaseServicesPage() {
  return <PageIntro page={pages["/database-services"]} />;
}
