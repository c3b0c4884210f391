import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { FeatureList } from "../components/feature-list/feature-list";
import { AboutStoryIllustration } from "../components/page-illustrations/about-story-illustration";
import { PageIntro } from "../components/page-intro/page-intro";
import { aboutCta, architects, differentiators, mission, team } from "../content/about";
import page from "../content/pages/about";

export function AboutPage() {
  return (
    <PageIntro page={page} visual={<AboutStoryIllustration />}>
      <ContentSection copy={mission} />
      <ContentSection copy={team}>
        <CardGrid cards={team.people} avatars size="wide" />
      </ContentSection>
      <ContentSection copy={architects} tinted>
        <CardGrid cards={architects.people} avatars />
      </ContentSection>
      <ContentSection copy={differentiators}>
        <FeatureList items={differentiators.items} />
      </ContentSection>
      <CtaBlock cta={aboutCta} />
    </PageIntro>
  );
}
