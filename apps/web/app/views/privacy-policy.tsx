import { PageIntro } from "../components/page-intro/page-intro";
import { TextSections } from "../components/text-sections/text-sections";
import page from "../content/pages/privacy-policy";
import { privacyNote, privacySections } from "../content/privacy-policy";

export function PrivacyPolicyPage() {
  return (
    <PageIntro page={page}>
      <TextSections note={privacyNote} sections={privacySections} />
    </PageIntro>
  );
}
