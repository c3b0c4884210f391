import { type SelectHTMLAttributes, useId } from "react";
import styles from "./lead-form.module.css";
import type { LeadForm } from "./use-lead-form";

export type SelectOption = { value: string; label: string };

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "form" | "children"> {
  form: Pick<LeadForm, "fieldState">;
  name: string;
  label: string;
  /** The empty first choice, e.g. 'Select a country'. */
  placeholder: string;
  options: readonly SelectOption[];
}

/** A labelled select whose name is the payload's; the form's error describes it. */
export function SelectField({
  form,
  name,
  label,
  placeholder,
  options,
  ...rest
}: SelectFieldProps) {
  const id = `${useId()}${name}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} className={styles.input} {...form.fieldState(name)} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
