import type { ReactNode } from "react";
import { PageIntro } from "../components/page-intro/page-intro";
import { VoiceIllustration } from "../components/service-illustrations/voice-illustration";
import { StandalonePage } from "../components/standalone-page/standalone-page";
import { homeLink } from "../content/nav";
import page from "../content/pages/voice-agent";
import { voiceAgentBackLink } from "../content/voice-agent";

/** The dental voice agent's demo page; the widget's frame and start bubble are an island. */
export function VoiceAgentPage({ demo }: { demo: ReactNode }) {
  return (
    <StandalonePage logoLink={homeLink}>
      <PageIntro page={page} visual={<VoiceIllustration />}>
        {demo}
        <a className="button" href={voiceAgentBackLink.to}>
          {voiceAgentBackLink.label}
        </a>
      </PageIntro>
    </StandalonePage>
  );
}
