import { StandalonePage } from "../components/standalone-page/standalone-page";
import { homeLink } from "../content/nav";
import page from "../content/pages/empcard";
import { EmployeeCard } from "../features/employee-card/employee-card";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/empcard";

// One prerendered shell serves /empcard and every /empcard/<phone>; the card is looked up in
// the browser from the phone in the URL.
export const meta: Route.MetaFunction = () => [
  ...pageMeta(page),
  { name: "robots", content: "noindex" },
];

export default function EmployeeCardPage() {
  return (
    <StandalonePage logoLink={homeLink}>
      <EmployeeCard />
    </StandalonePage>
  );
}
