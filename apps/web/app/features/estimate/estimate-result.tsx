import { estimateMessages } from "@site/contracts";
import type { RefObject } from "react";
import { estimateResult } from "../../content/estimate";
import { LazyBookingPanel } from "../booking/lazy-booking-panel";
import styles from "../lead-form/lead-form.module.css";
import { describedByReference, RequestReference } from "../lead-form/request-reference";
import type { LeadForm } from "../lead-form/use-lead-form";
import estimateStyles from "./estimate.module.css";
import type { EstimateView } from "./submit-estimate";

interface EstimateResultProps {
  estimate: EstimateView;
  headingRef: RefObject<HTMLHeadingElement | null>;
  reference: LeadForm["reference"];
  /** Offers booking the first call under the estimate, when the server sent a token. */
  bookingToken: string | null;
  onCreateAnother: () => void;
}

/** The cost in rupees and the lines it adds up from, shown instead of the form. */
export function EstimateResult({
  estimate,
  headingRef,
  reference,
  bookingToken,
  onCreateAnother,
}: EstimateResultProps) {
  const { columns } = estimateResult;
  return (
    <section className={styles.success} aria-labelledby="estimate-result-heading">
      <h2
        id="estimate-result-heading"
        ref={headingRef}
        tabIndex={-1}
        aria-describedby={describedByReference(reference)}
      >
        {estimateResult.heading}
      </h2>
      <p className={estimateStyles.cost}>
        {estimateResult.costIntro} <strong data-testid="estimate-cost">{estimate.cost}</strong>
      </p>
      <RequestReference reference={reference} />
      <div className={estimateStyles.tableWrap}>
        <table className={estimateStyles.table}>
          <caption>{estimateResult.breakdownCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.item}</th>
              <th scope="col">{columns.hours}</th>
              <th scope="col">{columns.amount}</th>
            </tr>
          </thead>
          <tbody>
            {estimate.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{line.hours}</td>
                <td>{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{estimateResult.note}</p>
      {bookingToken === null ? null : <LazyBookingPanel token={bookingToken} headingLevel={3} />}
      <div className={estimateStyles.actions}>
        <button type="button" className="button" onClick={onCreateAnother}>
          {estimateMessages.createAnother}
        </button>
        <a href={estimateResult.homeLink.to}>{estimateResult.homeLink.label}</a>
      </div>
    </section>
  );
}
