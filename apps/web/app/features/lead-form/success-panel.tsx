import type { ReactNode } from "react";
import styles from "./lead-form.module.css";
import type { LeadForm } from "./use-lead-form";

export interface SuccessPanelProps {
  form: Pick<LeadForm, "successRef" | "reset">;
  heading: string;
  text?: string;
  /** The label of the button back to an empty form. */
  again: string;
  /** Lays out that button with whatever goes beside it, e.g. a link home (see withHomeLink). */
  actions?: (againButton: ReactNode) => ReactNode;
}

/** The thank-you most lead forms show in place of the form; its heading takes the focus. */
export function SuccessPanel({ form, heading, text, again, actions }: SuccessPanelProps) {
  const againButton = (
    <button type="button" className="button" onClick={() => form.reset({ clearFields: true })}>
      {again}
    </button>
  );
  return (
    <div className={styles.success}>
      <h3 ref={form.successRef} tabIndex={-1}>
        {heading}
      </h3>
      {text === undefined ? null : <p>{text}</p>}
      {actions ? actions(againButton) : againButton}
    </div>
  );
}
