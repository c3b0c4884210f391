import { PageIntro } from "../components/page-intro/page-intro";
import { TextSections } from "../components/text-sections/text-sections";
import page from "../content/pages/terms";
import { termsNote, termsSections } from "../content/terms";

export function TermsPage() {
  return (
    <PageIntro page={page}>
      <TextSections note={termsNote} sections={termsSections} />
    </PageIntro>
  );
}
