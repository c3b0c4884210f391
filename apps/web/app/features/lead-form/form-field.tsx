import { PHONE_INPUT_MAX_LENGTH } from "@site/contracts";
import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import styles from "./lead-form.module.css";
import type { LeadForm } from "./use-lead-form";

/**
 * The contact inputs most lead forms ask for, typed so that browsers offer what the visitor saved
 * and check what was typed. Each form's payload names them its own way (`mobileno`, `phoneno`…).
 */
const KINDS = {
  name: { autoComplete: "name" },
  company: { autoComplete: "organization" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel", maxLength: PHONE_INPUT_MAX_LENGTH },
} as const;

type ContactKind = keyof typeof KINDS;

/** The contact inputs of the forms that send SaveLead, named as its payload names them. */
export const SAVE_LEAD_CONTACT_NAMES = {
  name: "name",
  company: "companyname",
  email: "email",
  phone: "mobileno",
} as const satisfies Record<ContactKind, string>;

type FieldProps = {
  form: Pick<LeadForm, "fieldState">;
  name: string;
  label: string;
  /** Short help shown under the label, e.g. the expected format. */
  hint?: string;
};

type InputFieldProps = FieldProps & {
  multiline?: false;
  /** Starts the input from a contact preset; its own props come after and win. */
  kind?: ContactKind;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "form">;
type TextareaFieldProps = FieldProps & { multiline: true; kind?: never } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "id" | "form"
  >;

/** A labelled input (or textarea) whose name is the payload's; the form's error describes it. */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const { form, name, label, hint, className, kind, ...rest } = props;
  const id = `${useId()}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const state = form.fieldState(name);
  const describedBy = [hintId, state["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    className: styles.input,
    "aria-invalid": state["aria-invalid"],
    "aria-describedby": describedBy,
  };
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {rest.multiline ? (
        <textarea {...shared} {...withoutMultiline(rest)} />
      ) : (
        <input {...shared} {...(kind && KINDS[kind])} {...withoutMultiline(rest)} />
      )}
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _, ...rest }: T) {
  return rest;
}

/**
 * For a form whose labels are keyed by payload name: `field("email")` is what each of its inputs
 * starts from, the form, that name and its label.
 */
export function bindFields<Name extends string>(
  form: Pick<LeadForm, "fieldState">,
  labels: Readonly<Record<Name, string>>,
) {
  return (name: Name) => ({ form, name, label: labels[name] });
}

interface ContactFieldsProps<Name extends string> {
  form: Pick<LeadForm, "fieldState">;
  /** Each preset's payload name, in the order the form shows the inputs. */
  names: Partial<Record<ContactKind, Name>>;
  /** The labels, keyed by payload name. */
  labels: Readonly<Record<Name, string>>;
  /** What one input adds to its preset, e.g. a hint; each is required unless this says not. */
  extra?: Partial<Record<ContactKind, Omit<InputFieldProps, "form" | "name" | "label">>>;
}

/** The visitor's contact inputs, each from its preset and labelled by its payload name. */
export function ContactFields<Name extends string>({
  form,
  names,
  labels,
  extra = {},
}: ContactFieldsProps<Name>) {
  const field = bindFields(form, labels);
  return (Object.entries(names) as [ContactKind, Name][]).map(([kind, name]) => (
    <FormField
      key={kind}
      kind={kind}
      {...field(name)}
      {...extra[kind]}
      required={extra[kind]?.required ?? true}
    />
  ));
}
