import { PageIntro } from "../components/page-intro/page-intro";
import { TextSections } from "../components/text-sections/text-sections";
import { pages } from "../content/pages";
import { termsNote, termsSections } from "../content/terms";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => pageMeta("/terms");

export default function TermsPage() {
  return (
    <PageIntro page={pages["/terms"]}>
      <TextSections note={termsNote} sections={termsSections} />
    </PageIntro>
  );
}
