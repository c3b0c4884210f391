// The fields the meetings pages' forms share: each names the server's message beside it and is
// described by it, so a screen reader reads why a value was refused.

type Errors = Record<string, string> | undefined;

/** The server's message for a field, beside it. */
export function ErrorText({ name, errors }: { name: string; errors: Errors }) {
  const message = errors?.[name];
  return message === undefined ? null : (
    <span className="error" id={`${name}-error`}>
      {message}
    </span>
  );
}

/** aria-invalid and what describes a field: the server's message for it, then its hint. */
export function invalidProps(name: string, errors: Errors, hint?: string) {
  const error = errors?.[name] === undefined ? undefined : `${name}-error`;
  const describedBy = [error, hint].filter((id) => id !== undefined).join(" ");
  return {
    "aria-invalid": error === undefined ? undefined : (true as const),
    "aria-describedby": describedBy === "" ? undefined : describedBy,
  };
}

/** A labelled whole number from `min` to `max`, described by the hint with that id when given. */
export function WholeNumberField(props: {
  name: string;
  label: string;
  value: string;
  min: number;
  max: number;
  errors: Errors;
  hint?: string;
  required?: boolean;
}) {
  const { name, errors } = props;
  return (
    <label htmlFor={name}>
      {props.label}
      <input
        id={name}
        name={name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        required={props.required}
        defaultValue={props.value}
        {...invalidProps(name, errors, props.hint)}
      />
      <ErrorText name={name} errors={errors} />
    </label>
  );
}

/** A labelled choice of minutes; what was sent stays chosen, even when it is not on offer. */
export function MinutesChoiceField(props: {
  name: string;
  label: string;
  /** As saved, or as typed when the form was refused. */
  value: string;
  choices: readonly number[];
  optionText: (minutes: number) => string;
  errors: Errors;
}) {
  const { name, value, errors } = props;
  const offered = props.choices.map(String).includes(value);
  return (
    <label htmlFor={name}>
      {props.label}
      <select id={name} name={name} defaultValue={value} {...invalidProps(name, errors)}>
        {offered ? null : <option value={value}>{value}</option>}
        {props.choices.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {props.optionText(minutes)}
          </option>
        ))}
      </select>
      <ErrorText name={name} errors={errors} />
    </label>
  );
}
