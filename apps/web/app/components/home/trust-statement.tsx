import { trust } from "../../content/home";
import styles from "./home.module.css";

export function TrustStatement() {
  return (
    <section className={styles.trust} aria-labelledby="trust-heading">
      <h2 id="trust-heading" className={styles.trustHeading}>
        {trust.heading}
      </h2>
      <dl className={styles.figures}>
        {trust.figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.trustText}>{trust.text}</p>
    </section>
  );
}
