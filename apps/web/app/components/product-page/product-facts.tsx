import { productFactsCopy as copy, type ProductFacts as Facts } from "../../content/product-facts";
import { ContentSection } from "../content-section/content-section";
import styles from "./product-facts.module.css";

/** What a buyer checks first, as one description list: maker, integrations, deployment, price, a case study. */
export function ProductFacts({ facts }: { facts: Facts }) {
  const { labels } = copy;
  return (
    <ContentSection copy={{ heading: copy.heading }} id="product-facts">
      <dl className={styles.facts}>
        <div className={styles.row}>
          <dt>{labels.madeBy}</dt>
          <dd>{facts.madeBy}</dd>
        </div>
        <div className={styles.row}>
          <dt>{labels.integrations}</dt>
          <dd>
            <ul className={styles.list}>
              {facts.integrations.map((integration) => (
                <li key={integration}>{integration}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{labels.deployment}</dt>
          <dd>{facts.deployment}</dd>
        </div>
        <div className={styles.row}>
          <dt>{labels.pricing}</dt>
          <dd>{facts.pricing}</dd>
        </div>
        <div className={styles.row}>
          <dt>{labels.caseStudy}</dt>
          <dd>
            <a href={facts.caseStudy.href}>{facts.caseStudy.title}</a>
            <span className={styles.why}>{facts.caseStudy.why}</span>
            <span className={styles.result}>{facts.caseStudy.result}</span>
          </dd>
        </div>
      </dl>
    </ContentSection>
  );
}
