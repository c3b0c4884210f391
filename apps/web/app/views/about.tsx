import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { AboutStoryIllustration } from "../components/page-illustrations/about-story-illustration";
import { PageIntro } from "../components/page-intro/page-intro";
import { aboutCta, architects, differentiators, mission, team } from "../content/about";
import page from "../content/pages/about";
import type { ResolvedPicture } from "../content/people";
import type { Card } from "../content/sections";

type PersonCard = Card & { picture?: ResolvedPicture };

/** `people`: the team with their photographs encoded (lib/pictures.ts); else drawn portraits. */
export function AboutPage({
  people = { team: team.people, architects: architects.people },
}: {
  people?: { team: readonly PersonCard[]; architects: readonly PersonCard[] };
}) {
  return (
    <PageIntro page={page} visual={<AboutStoryIllustration />}>
      <ContentSection copy={mission} />
      <ContentSection copy={team}>
        <CardGrid cards={people.team} avatars size="wide" />
      </ContentSection>
      <ContentSection copy={architects} tinted>
        <CardGrid cards={people.architects} avatars />
      </ContentSection>
      <ContentSection copy={differentiators}>
        <FeatureList items={differentiators.items} />
      </ContentSection>
      <CtaBlock cta={aboutCta} />
    </PageIntro>
  );
}
