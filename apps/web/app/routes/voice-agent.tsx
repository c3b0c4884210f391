import { Link } from "react-router";
import { PageIntro } from "../components/page-intro/page-intro";
import { StandalonePage } from "../components/standalone-page/standalone-page";
import { homeLink } from "../content/nav";
import page from "../content/pages/voice-agent";
import { voiceAgentBackLink } from "../content/voice-agent";
import { VoiceAgentDemo } from "../features/voice-agent/voice-agent-demo";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/voice-agent";

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function VoiceAgentPage() {
  return (
    <StandalonePage logoLink={homeLink}>
      <PageIntro page={page}>
        <VoiceAgentDemo />
        <Link className="button" to={voiceAgentBackLink.to}>
          {voiceAgentBackLink.label}
        </Link>
      </PageIntro>
    </StandalonePage>
  );
}
