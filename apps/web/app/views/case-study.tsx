import { Breadcrumbs } from "../components/breadcrumbs/breadcrumbs";
import { CaseStudyCards } from "../components/case-study-card/case-study-card";
import { CaseStudyMetrics } from "../components/case-study-metrics/case-study-metrics";
import { ClaimQuote } from "../components/claim-quote/claim-quote";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import links from "../components/link-grid/link-grid.module.css";
import { PageIntro } from "../components/page-intro/page-intro";
import { caseStudiesCrumb, caseStudyCopy, caseStudyPage } from "../content/case-studies";
import { industriesOfCaseStudy, industryPath } from "../content/industries";
import { breadcrumbHome, pageLabel } from "../content/nav";
import { type Project, projects, projectsCta } from "../content/project-deliver";
import styles from "./case-study.module.css";

/** Other case studies to read next: those sharing an industry first, then the next in the list. */
function moreCaseStudies(project: Project): Project[] {
  const sameIndustry = industriesOfCaseStudy(project.id).flatMap(
    (industry) => industry.caseStudyIds,
  );
  const index = projects.indexOf(project);
  const following = [...projects.slice(index + 1), ...projects.slice(0, index)].map((p) => p.id);
  const ids = [...new Set([...sameIndustry, ...following])].filter((id) => id !== project.id);
  return ids
    .slice(0, 3)
    .map((id) => projects.find((candidate) => candidate.id === id))
    .filter((candidate): candidate is Project => candidate !== undefined);
}

export function CaseStudyPage({ project }: { project: Project }) {
  const page = caseStudyPage(project);
  const { story, related } = caseStudyCopy;
  const industries = industriesOfCaseStudy(project.id);
  const trail = [breadcrumbHome, caseStudiesCrumb, { label: project.name, to: page.path }];
  return (
    <PageIntro page={page} above={<Breadcrumbs trail={trail} />}>
      <CaseStudyMetrics project={project} label={caseStudyCopy.metricsLabel} />
      <ContentSection copy={{ heading: story.heading }}>
        <ol className={styles.story}>
          {story.steps.map((step, index) => (
            <li key={step.key} className={styles.step}>
              <h3 className={styles.stepHeading}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                {step.label}
              </h3>
              {project.story[step.key].map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </li>
          ))}
        </ol>
      </ContentSection>
      <ClaimQuote quote={project.quote.text} {...splitRole(project.quote.role)} />
      <ContentSection copy={{ heading: related.heading }}>
        <div className={styles.related}>
          {industries.length > 0 ? (
            <div>
              <h3 className={links.groupHeading}>{related.industries}</h3>
              <ul className={links.columns}>
                {industries.map((industry) => (
                  <li key={industry.id}>
                    <a href={industryPath(industry)}>{industry.page.heading}</a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div>
            <h3 className={links.groupHeading}>{related.services}</h3>
            <ul className={links.columns}>
              {project.services.map((to) => (
                <li key={to}>
                  <a href={to}>{pageLabel(to)}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </ContentSection>
      <ContentSection copy={{ heading: related.more }}>
        <CaseStudyCards projects={moreCaseStudies(project)} />
        <p className={styles.all}>
          <a href={caseStudyCopy.allLink.to}>{caseStudyCopy.allLink.label}</a>
        </p>
      </ContentSection>
      <CtaBlock cta={projectsCta} />
    </PageIntro>
  );
}

/** "Head of Operations, the grocery chain" → the role in bold, the client after it. */
function splitRole(attribution: string): { name: string; role: string } {
  const at = attribution.lastIndexOf(", the ");
  return at < 0
    ? { name: attribution, role: "" }
    : { name: attribution.slice(0, at), role: attribution.slice(at + 2) };
}
