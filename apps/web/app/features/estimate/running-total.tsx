import {
  calculateEstimate,
  type EstimateCountField,
  formatInr,
  type Platform,
  toCount,
} from "@site/contracts";
import { estimateForm } from "../../content/estimate";
import estimateStyles from "./estimate.module.css";

interface RunningTotalProps {
  platform: Platform | "";
  /** The count inputs as typed, by payload name. */
  counts: Partial<Record<EstimateCountField, string>>;
}

/**
 * The estimate as the visitor counts, priced by the same function as the server's answer, so the
 * figure here is the one the result shows. Screen readers announce each new total without
 * interrupting the visitor. Both of its states sit, unseen, in the same cell as the one shown, so
 * the box keeps the taller one's height and nothing below it moves when the total appears.
 */
export function RunningTotal({ platform, counts }: RunningTotalProps) {
  const copy = estimateForm.runningTotal;
  // Read as the form is sent: what is not a whole number of zero or more counts as 0.
  const read = Object.fromEntries(
    Object.entries(counts).map(([name, raw]) => [name, toCount(raw)]),
  ) as Partial<Record<EstimateCountField, number>>;
  const cost = platform ? calculateEstimate({ ...read, platform }).cost : null;

  const prompt = <p className={estimateStyles.totalNote}>{copy.choosePlatform}</p>;
  const figure = (amount: number, testId?: string) => (
    <>
      <p className={estimateStyles.totalFigure}>
        {copy.label}: <strong data-testid={testId}>{formatInr(amount)}</strong>
      </p>
      <p className={estimateStyles.totalNote}>{copy.note}</p>
    </>
  );
  return (
    <div className={estimateStyles.total}>
      <div className={estimateStyles.totalSizer} aria-hidden="true">
        {prompt}
      </div>
      <div className={estimateStyles.totalSizer} aria-hidden="true">
        {figure(cost ?? 0)}
      </div>
      <div aria-live="polite" aria-atomic="true">
        {cost === null ? prompt : figure(cost, "estimate-running-total")}
      </div>
    </div>
  );
}
