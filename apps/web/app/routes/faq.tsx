import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => pageMeta("/faq");

export default function FaqPage() {
  return <PageIntro page={pages["/faq"]} />;
}
