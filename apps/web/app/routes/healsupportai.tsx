import { PageIntro } from "../components/page-intro/page-intro";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/healsupportai";

export const meta: Route.MetaFunction = () => pageMeta("/healsupportai");

export default function MedicalClinicAiPage() {
  return <PageIntro page={pages["/healsupportai"]} />;
}
