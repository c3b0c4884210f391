import { useId } from "react";
import styles from "./lead-form.module.css";

/** Left empty by people, who never see it; bots that fill every input give themselves away. */
export function HoneypotField() {
  const id = `${useId()}website`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
      />
    </div>
  );
}
