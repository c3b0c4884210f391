import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/become-a-partner";

export const meta: Route.MetaFunction = () => pageMeta("/become-a-partner");

export default function BecomeAPartnerPage() {
  return <PageIntro page={pages["/become-a-partner"]} />;
}
