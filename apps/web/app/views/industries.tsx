import { Breadcrumbs } from "../components/breadcrumbs/breadcrumbs";
import { CardGrid } from "../components/card-grid/card-grid";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import { PageIntro } from "../components/page-intro/page-intro";
import {
  industries,
  industriesCta,
  industriesIndexCopy,
  industryPath,
} from "../content/industries";
import { breadcrumbHome } from "../content/nav";
import page from "../content/pages/industries";
import { projects } from "../content/project-deliver";

const caseStudyCount = (ids: readonly string[]) =>
  ids.filter((id) => projects.some((project) => project.id === id)).length;

export function IndustriesPage() {
  const trail = [breadcrumbHome, { label: page.heading, to: page.path }];
  return (
    <PageIntro page={page} above={<Breadcrumbs trail={trail} />}>
      <ContentSection copy={industriesIndexCopy}>
        <CardGrid
          size="wide"
          cards={industries.map((industry) => {
            const count = caseStudyCount(industry.caseStudyIds);
            return {
              title: industry.page.heading,
              href: industryPath(industry),
              eyebrow: industry.name,
              text: industry.summary,
              tags: [industriesIndexCopy.caseStudyCount(count)],
            };
          })}
        />
      </ContentSection>
      <CtaBlock cta={industriesCta} />
    </PageIntro>
  );
}
