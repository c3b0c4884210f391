import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/connectb2b";

export const meta: Route.MetaFunction = () => pageMeta("/connectb2b");

export default function ConnectB2BPage() {
  return <PageIntro page={pages["/connectb2b"]} />;
}
