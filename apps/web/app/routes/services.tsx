import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = () => pageMeta("/services");

export default function OtherServicesPage() {
  return <PageIntro page={pages["/services"]} />;
}
