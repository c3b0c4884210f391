import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/lexema-rpa";

export const meta: Route.MetaFunction = () => pageMeta("/lexema-rpa");

export default function LexemaRpaPage() {
  return <PageIntro page={pages["/lexema-rpa"]} />;
}
