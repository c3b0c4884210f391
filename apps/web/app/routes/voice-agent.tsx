import { Link } from "react-router";
import { PageIntro } from "../components/page-intro/page-intro";
import { StandalonePage } from "../components/standalone-page/standalone-page";
import { homeLink } from "../content/nav";
import { pages } from "../content/pages";
import { voiceAgentBackLink } from "../content/voice-agent";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/voice-agent";

export const meta: Route.MetaFunction = () => pageMeta("/voice-agent");

export default function VoiceAgentPage() {
  return (
    <StandalonePage logoLink={homeLink}>
      <PageIntro page={pages["/voice-agent"]}>
        <Link className="button" to={voiceAgentBackLink.to}>
          {voiceAgentBackLink.label}
        </Link>
      </PageIntro>
    </StandalonePage>
  );
}
