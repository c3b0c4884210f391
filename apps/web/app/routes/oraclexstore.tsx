import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/oraclexstore";

export const meta: Route.MetaFunction = () => pageMeta("/oraclexstore");

export default function OracleXstorePage() {
  return <PageIntro page={pages["/oraclexstore"]} />;
}
