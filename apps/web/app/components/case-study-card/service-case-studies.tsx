import { serviceCaseStudiesCopy } from "../../content/case-studies";
import { projects } from "../../content/project-deliver";
import { ContentSection } from "../content-section/content-section";
import { CaseStudyCards } from "./case-study-card";

/** Case studies a service page's work went into, in order of its weight there; none, no section. */
export function ServiceCaseStudies({ path }: { path: string }) {
  const fitting = projects
    .filter((project) => project.services.includes(path))
    .sort((a, b) => a.services.indexOf(path) - b.services.indexOf(path))
    .slice(0, 3);
  if (fitting.length === 0) return null;
  return (
    <ContentSection copy={serviceCaseStudiesCopy}>
      <CaseStudyCards projects={fitting} />
    </ContentSection>
  );
}
