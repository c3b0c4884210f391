import { Breadcrumbs } from "../components/breadcrumbs/breadcrumbs";
import { CardGrid } from "../components/card-grid/card-grid";
import { CaseStudyCards } from "../components/case-study-card/case-study-card";
import { ContentSection } from "../components/content-section/content-section";
import { CtaBlock } from "../components/cta-block/cta-block";
import links from "../components/link-grid/link-grid.module.css";
import { PageIntro } from "../components/page-intro/page-intro";
import {
  type Industry,
  industries,
  industriesCrumb,
  industriesCta,
  industryCopy,
  industryPage,
  industryPath,
  industryRoiPath,
  industryRoiPreset,
} from "../content/industries";
import { breadcrumbHome } from "../content/nav";
import { pages } from "../content/pages";
import { caseStudyPath, type Project, projects } from "../content/project-deliver";
import styles from "./industry.module.css";

const CASE_STUDIES_ID = "case-studies";
const CHECK_ID = "check-where-you-stand";

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

export function IndustryPage({ industry }: { industry: Industry }) {
  const page = industryPage(industry);
  const copy = industryCopy;
  const caseStudies = industry.caseStudyIds
    .map((id) => projects.find((project) => project.id === id))
    .filter((project): project is Project => project !== undefined);
  const checklist = pages[industry.checklist.path];
  const preset = industryRoiPreset(industry);
  const trail = [breadcrumbHome, industriesCrumb, { label: industry.name, to: page.path }];
  return (
    <PageIntro
      page={page}
      above={<Breadcrumbs trail={trail} />}
      visual={
        <section className={styles.results} aria-labelledby="industry-results">
          <h2 id="industry-results" className={styles.resultsHeading}>
            {copy.results}
          </h2>
          <ul className={styles.resultsList}>
            {caseStudies.map((project) => (
              <li key={project.id}>
                <a href={caseStudyPath(project)}>{project.name}</a>
                <span className={styles.resultsFigure}>{project.metrics.result}</span>
              </li>
            ))}
          </ul>
        </section>
      }
      links={[
        { label: copy.jumpLinks.caseStudies, href: `#${CASE_STUDIES_ID}` },
        { label: copy.jumpLinks.roi, href: `#${CHECK_ID}` },
      ]}
    >
      <ContentSection copy={industry.problems}>
        <CardGrid cards={industry.problems.items} />
      </ContentSection>
      <ContentSection copy={industry.answers}>
        <CardGrid
          size={industry.answers.items.length % 4 === 0 ? "narrow" : "wide"}
          cards={industry.answers.items.map((answer) => ({
            title: answer.label,
            href: answer.to,
            text: answer.text,
          }))}
        />
      </ContentSection>
      <ContentSection copy={copy.caseStudies} id={CASE_STUDIES_ID}>
        <CaseStudyCards projects={caseStudies} />
      </ContentSection>
      <ContentSection copy={copy.checkYourself} id={CHECK_ID} tinted>
        <div className={styles.tools}>
          <div className={styles.tool}>
            <p className={styles.eyebrow}>{copy.checkYourself.checklistEyebrow}</p>
            <h3 className={styles.toolHeading}>
              <a href={checklist.path}>{checklist.heading}</a>
            </h3>
            <p>{industry.checklist.why}</p>
            <a className="button" href={checklist.path}>
              {copy.checkYourself.checklistLink}
            </a>
          </div>
          <div className={styles.tool}>
            <p className={styles.eyebrow}>{copy.checkYourself.roiEyebrow}</p>
            <h3 className={styles.toolHeading}>{copy.checkYourself.roiHeading}</h3>
            <p>{industry.roiBasis}</p>
            <dl className={styles.figures}>
              <div>
                <dt>{copy.checkYourself.manualLabel}</dt>
                <dd>{usd.format(preset.manualCost)}</dd>
              </div>
              <div>
                <dt>{copy.checkYourself.automatedLabel}</dt>
                <dd>{usd.format(preset.automatedCost)}</dd>
              </div>
            </dl>
            <a className="button" href={industryRoiPath(industry)}>
              {copy.checkYourself.roiLink}
            </a>
          </div>
        </div>
      </ContentSection>
      <nav className={styles.others} aria-labelledby="other-industries">
        <h2 id="other-industries" className={links.groupHeading}>
          {copy.otherIndustries}
        </h2>
        <ul className={links.columns}>
          {industries
            .filter((other) => other.id !== industry.id)
            .map((other) => (
              <li key={other.id}>
                <a href={industryPath(other)}>{other.page.heading}</a>
              </li>
            ))}
        </ul>
      </nav>
      <CtaBlock cta={industriesCta} />
    </PageIntro>
  );
}
