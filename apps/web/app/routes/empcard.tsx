import { PageIntro } from "../components/page-intro/page-intro";
import { StandalonePage } from "../components/standalone-page/standalone-page";
import { homeLink } from "../content/nav";
import { pages } from "../content/pages";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/empcard";

// One prerendered shell serves /empcard and every /empcard/<phone>; the card is looked up in
// the browser from the phone in the URL.
export const meta: Route.MetaFunction = () => [
  ...pageMeta("/empcard"),
  { name: "robots", content: "noindex" },
];

export default function EmployeeCardPage() {
  return (
    <StandalonePage logoLink={homeLink}>
      <PageIntro page={pages["/empcard"]} />
    </StandalonePage>
  );
}
