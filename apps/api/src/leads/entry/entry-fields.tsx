import type { ReactNode } from "react";
import type { FieldErrors } from "../../console/views/form-fields";

interface EntryFieldProps {
  name: string;
  label: string;
  errors: FieldErrors | undefined;
  hint?: string;
  /** The control; it gets its id, and its description through describedBy. */
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
}

/**
 * A labelled control with its hint and its error tied to it (aria-describedby), so a screen
 * reader reads why the field was refused when it lands on it.
 */
export function EntryField({ name, label, errors, hint, children }: EntryFieldProps) {
  const id = `entry-${name}`;
  const error = errors?.[name];
  const described = [
    hint === undefined ? "" : `${id}-hint`,
    error === undefined ? "" : `${id}-error`,
  ]
    .filter((part) => part !== "")
    .join(" ");
  return (
    <div className="entry-field">
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <span className="muted" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children({
        id,
        describedBy: described === "" ? undefined : described,
        invalid: error !== undefined,
      })}
      {error === undefined ? null : (
        <span className="error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}
