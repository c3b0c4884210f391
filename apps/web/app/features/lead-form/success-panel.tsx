import type { ReactNode } from "react";
import { LazyBookingPanel } from "../booking/lazy-booking-panel";
import styles from "./lead-form.module.css";
import { describedByReference, RequestReference } from "./request-reference";
import type { LeadForm } from "./use-lead-form";

export interface SuccessPanelProps {
  form: Pick<LeadForm, "successRef" | "reset" | "reference" | "bookingToken">;
  heading: string;
  text?: string;
  /** The label of the button back to an empty form. */
  again: string;
  /** Lays out that button with whatever goes beside it, e.g. a link home (see withHomeLink). */
  actions?: (againButton: ReactNode) => ReactNode;
  /** Leaves the reference out, for a form that shows it with a message of its own. */
  hideReference?: boolean;
}

/** The thank-you most lead forms show in place of the form; its heading takes the focus. */
export function SuccessPanel({
  form,
  heading,
  text,
  again,
  actions,
  hideReference = false,
}: SuccessPanelProps) {
  const againButton = (
    <button type="button" className="button" onClick={() => form.reset({ clearFields: true })}>
      {again}
    </button>
  );
  return (
    <div className={styles.success}>
      <h3
        ref={form.successRef}
        tabIndex={-1}
        aria-describedby={describedByReference(form.reference)}
      >
        {heading}
      </h3>
      {text === undefined ? null : <p>{text}</p>}
      {hideReference ? null : <RequestReference reference={form.reference} />}
      {form.bookingToken === null ? null : (
        <LazyBookingPanel token={form.bookingToken} headingLevel={4} />
      )}
      {actions ? actions(againButton) : againButton}
    </div>
  );
}
