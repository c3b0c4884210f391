import { checklistForm } from "../../content/checklists";
import styles from "./roi-result.module.css";
import type { RoiView } from "./submit-roi";

/** Manual cost, automated cost, savings and ROI of the visitor's figures. */
export function RoiResultTable({ result }: { result: RoiView }) {
  const copy = checklistForm.roiResult;
  const rows = [
    [copy.manualCost, result.manualCost],
    [copy.automatedCost, result.automatedCost],
    [copy.savings, result.savings],
    [copy.roi, result.roi],
  ] as const;
  return (
    <section className={styles.result} aria-labelledby="roi-result-heading">
      <h3 id="roi-result-heading">{copy.heading}</h3>
      <dl className={styles.figures}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
