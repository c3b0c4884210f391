import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/iot";

export const meta: Route.MetaFunction = () => pageMeta("/IOT");

export default function IotPage() {
  return <PageIntro page={pages["/IOT"]} />;
}
