import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import { ProjectShowcase } from "../components/project-showcase/project-showcase";
import { ProjectsIllustration } from "../components/service-illustrations/projects-illustration";
import page from "../content/pages/project-deliver";
import { projectsCta, showcase } from "../content/project-deliver";

export function ProjectDeliverPage() {
  return (
    <PageIntro page={page} visual={<ProjectsIllustration />}>
      <ContentSection copy={showcase}>
        <ProjectShowcase cards={showcase.cards} label={showcase.label} />
      </ContentSection>
      <CtaBlock cta={projectsCta} />
    </PageIntro>
  );
}
