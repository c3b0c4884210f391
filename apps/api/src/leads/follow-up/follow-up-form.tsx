import { utcToFirmWallTime } from "../../console/views/firm-clock";
import { formatFirmTime } from "../../console/views/firm-time";
import type { FieldErrors } from "../../console/views/form-fields";
import { followUpCopy } from "./follow-up-copy";
import { MAX_NEXT_ACTION_LENGTH } from "./follow-up-repository";

export interface FollowUpFieldsProps {
  /** ISO UTC, or null when none is planned. */
  nextActionAt: string | null;
  nextActionText: string | null;
  timeZone: string;
  now: Date;
  /** What the form sent, shown again when it came back refused. */
  typed?: { due_date?: string; due_time?: string; next_action?: string };
  errors?: FieldErrors;
}

function FieldMessage({ message }: { message: string | undefined }) {
  return message === undefined ? null : <span className="error">{message}</span>;
}

/**
 * The next-action part of the lead page's form: a date and time on the firm's clock and what to
 * do. An empty date means none.
 */
export function FollowUpFields({
  nextActionAt,
  nextActionText,
  timeZone,
  now,
  typed,
  errors,
}: FollowUpFieldsProps) {
  const wall = nextActionAt === null ? undefined : utcToFirmWallTime(nextActionAt, timeZone);
  const overdue = nextActionAt !== null && nextActionAt < now.toISOString();
  const invalid = (name: string) => (errors?.[name] === undefined ? undefined : true);
  return (
    <fieldset className="follow-up-fields">
      <legend>{followUpCopy.heading}</legend>
      <p>
        {nextActionAt === null
          ? followUpCopy.none
          : `${followUpCopy.due(formatFirmTime(nextActionAt, timeZone))}${nextActionText ? ` — ${nextActionText}` : ""}`}
        {overdue ? <span className="badge overdue"> {followUpCopy.overdue}</span> : null}
      </p>
      <label>
        {followUpCopy.date}
        <input
          type="date"
          name="due_date"
          defaultValue={typed?.due_date ?? wall?.day ?? ""}
          aria-invalid={invalid("due_date")}
        />
        <FieldMessage message={errors?.due_date} />
      </label>
      <label>
        {followUpCopy.time}
        <input
          type="time"
          name="due_time"
          defaultValue={typed?.due_time ?? wall?.time ?? "10:00"}
          aria-invalid={invalid("due_time")}
        />
        <span className="muted">{followUpCopy.timeHint(timeZone)}</span>
        <FieldMessage message={errors?.due_time} />
      </label>
      <label>
        {followUpCopy.text}
        <input
          type="text"
          name="next_action"
          defaultValue={typed?.next_action ?? nextActionText ?? ""}
          maxLength={MAX_NEXT_ACTION_LENGTH}
          aria-invalid={invalid("next_action")}
        />
        <FieldMessage message={errors?.next_action} />
      </label>
      <p className="muted">{followUpCopy.clearHint}</p>
    </fieldset>
  );
}
