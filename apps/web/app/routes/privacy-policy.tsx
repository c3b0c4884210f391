import { PageIntro } from "../components/page-intro/page-intro";
import { TextSections } from "../components/text-sections/text-sections";
import { pages } from "../content/pages";
import { privacyNote, privacySections } from "../content/privacy-policy";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => pageMeta("/privacy-policy");

export default function PrivacyPolicyPage() {
  return (
    <PageIntro page={pages["/privacy-policy"]}>
      <TextSections note={privacyNote} sections={privacySections} />
    </PageIntro>
  );
}
