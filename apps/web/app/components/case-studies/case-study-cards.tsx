import { caseStudyPath, caseStudiesSection as copy } from "../../content/case-studies";

/** The featured delivered projects as cards, each opening its write-up, and a link to them all. */
export function CaseStudyCards() {
  return (
    <section id={copy.id} className="case-studies" aria-labelledby="case-studies-heading">
      <h2 id="case-studies-heading">{copy.heading}</h2>
      <p className="case-studies__intro">{copy.intro}</p>
      <ul className="case-studies__list">
        {copy.featured.map((project) => (
          <li key={project.id} className="case-study">
            <h3 className="case-study__title">
              <a href={caseStudyPath(project)}>{project.name}</a>
            </h3>
            {/* After the title in the markup so the heading names the card; shown above it. */}
            <p className="case-study__client">{project.clientType}</p>
            <p className="case-study__problem">{project.problem}</p>
            <p className="case-study__result">
              <strong>{copy.resultLabel}:</strong> {project.result}
            </p>
            <ul className="case-study__tags" aria-label={copy.tagsLabel}>
              {project.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <a className="button case-studies__all" href={copy.allLink.to}>
        {copy.allLink.label}
      </a>
    </section>
  );
}
