import { PageIntro } from "../components/page-intro/page-intro";
import { TextSections } from "../components/text-sections/text-sections";
import page from "../content/pages/privacy-policy";
import { privacyNote, privacySections } from "../content/privacy-policy";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function PrivacyPolicyPage() {
  return (
    <PageIntro page={page}>
      <TextSections note={privacyNote} sections={privacySections} />
    </PageIntro>
  );
}
