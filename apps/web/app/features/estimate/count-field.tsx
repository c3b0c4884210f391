import type { EstimateCountField } from "@site/contracts";
import { useId } from "react";
import styles from "../lead-form/lead-form.module.css";
import type { LeadForm } from "../lead-form/use-lead-form";
import estimateStyles from "./estimate.module.css";

interface CountFieldProps {
  form: Pick<LeadForm, "fieldState">;
  name: EstimateCountField;
  label: string;
  /** What one of these is, shown under the input. */
  hint: string;
  value: string;
  onChange: (name: EstimateCountField, value: string) => void;
}

/**
 * One count of the estimate builder: label, number input and its hint under it. The value lives
 * in the form's state so the running total follows every keystroke and a group hidden by a
 * platform change shows the same counts when it comes back.
 */
export function CountField({ form, name, label, hint, value, onChange }: CountFieldProps) {
  const id = `${useId()}${name}`;
  const hintId = `${id}-hint`;
  const state = form.fieldState(name);
  return (
    <div className={`${styles.field} ${estimateStyles.count}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        aria-invalid={state["aria-invalid"]}
        aria-describedby={[hintId, state["aria-describedby"]].filter(Boolean).join(" ")}
      />
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
    </div>
  );
}
