import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import styles from "./booking.module.css";

type Shared = {
  name: string;
  label: string;
  hint?: string;
  /** The id of the message that names this field as the one at fault. */
  errorId?: string;
};

type BookingFieldProps =
  | (Shared & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">)
  | (Shared & { multiline: true } & Omit<
        TextareaHTMLAttributes<HTMLTextAreaElement>,
        "name" | "id"
      >);

/**
 * A labelled input of the confirm step on /book, marked invalid and described by the message when
 * it is the field at fault. The lead forms' own field is not reused: sharing it would move it out
 * of their pages' first script into a chunk of its own.
 */
export function BookingField(props: BookingFieldProps) {
  const { name, label, hint, errorId, multiline, ...rest } = props;
  const id = `${useId()}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    name,
    className: styles.input,
    "aria-invalid": errorId ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={styles.fieldHint}>
          {hint}
        </span>
      ) : null}
      {multiline ? (
        <textarea {...shared} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...shared} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
    </div>
  );
}
