import type { ReactNode } from "react";
import { consoleCopy } from "./console-copy";

/** Field name → message, as server-side validation reports it. */
export type FieldErrors = Partial<Record<string, string>>;

interface FieldProps {
  name: string;
  label: string;
  value: string | undefined;
  errors?: FieldErrors;
  type?: "text" | "email" | "date" | "tel" | "url";
  required?: boolean;
  maxLength?: number;
}

function FieldError({ name, errors }: { name: string; errors: FieldErrors | undefined }) {
  const message = errors?.[name];
  return message === undefined ? null : (
    <span className="error" id={`${name}-error`}>
      {message}
    </span>
  );
}

export function TextField({ name, label, value, errors, type = "text", ...rest }: FieldProps) {
  return (
    <label>
      {label}
      <input
        name={name}
        type={type}
        defaultValue={value ?? ""}
        aria-invalid={errors?.[name] === undefined ? undefined : true}
        {...rest}
      />
      <FieldError name={name} errors={errors} />
    </label>
  );
}

export function TextArea({
  name,
  label,
  value,
  errors,
  rows = 8,
  maxLength,
}: FieldProps & { rows?: number }) {
  return (
    <label>
      {label}
      <textarea name={name} rows={rows} defaultValue={value ?? ""} maxLength={maxLength} />
      <FieldError name={name} errors={errors} />
    </label>
  );
}

/** The line above a form that failed validation. */
export function FormErrorSummary({ errors }: { errors: FieldErrors | undefined }) {
  if (errors === undefined || Object.keys(errors).length === 0) return null;
  return (
    <p className="error" role="alert">
      {consoleCopy.fixErrors}
    </p>
  );
}

/** A one-button form posting to `action`, for actions such as delete or publish. */
export function ActionButton({ action, children }: { action: string; children: ReactNode }) {
  return (
    <form method="post" action={action} className="inline">
      <button type="submit" className="link">
        {children}
      </button>
    </form>
  );
}
