import styles from "./lead-form.module.css";
import type { LeadForm } from "./use-lead-form";

/** The form's error, in red above the submit button and announced as soon as it appears. */
export function FormAlert({ error }: { error: LeadForm["error"] }) {
  if (!error) return null;
  return (
    <p id={error.id} ref={error.ref} className={styles.alert} role="alert" tabIndex={-1}>
      {error.message}
    </p>
  );
}
