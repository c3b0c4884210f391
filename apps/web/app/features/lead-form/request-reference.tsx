import { requestReferenceCopy } from "../../content/request-reference";
import styles from "./lead-form.module.css";
import type { LeadForm } from "./use-lead-form";

/**
 * The saved request's reference under a thank-you message, as text the visitor can select and
 * copy. The message that takes the focus names it in `aria-describedby`, so a screen reader reads
 * both together.
 */
export function RequestReference({
  reference,
  as: Element = "p",
}: {
  reference: LeadForm["reference"];
  /** `span` inside a message paragraph, e.g. a live region that announces both. */
  as?: "p" | "span";
}) {
  if (reference === null) return null;
  return (
    <Element id={reference.id} className={styles.reference}>
      {requestReferenceCopy.label} <strong translate="no">{reference.value}</strong>
      <span className={styles.referenceHint}> {requestReferenceCopy.hint}</span>
    </Element>
  );
}

/** `aria-describedby` for the focused success message: the reference, when there is one. */
export const describedByReference = (reference: LeadForm["reference"]) =>
  reference === null ? undefined : reference.id;
