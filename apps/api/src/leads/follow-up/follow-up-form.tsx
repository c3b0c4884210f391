import { utcToFirmWallTime } from "../../console/views/firm-clock";
import { formatFirmTime } from "../../console/views/firm-time";
import { followUpCopy } from "./follow-up-copy";
import { MAX_NEXT_ACTION_LENGTH } from "./follow-up-repository";

export interface FollowUpFormProps {
  leadId: number;
  /** ISO UTC, or null when none is planned. */
  nextActionAt: string | null;
  nextActionText: string | null;
  timeZone: string;
  now: Date;
}

/** The lead's next action: a date and time on the firm's clock and what to do; clearable. */
export function FollowUpForm({
  leadId,
  nextActionAt,
  nextActionText,
  timeZone,
  now,
}: FollowUpFormProps) {
  const wall = nextActionAt === null ? undefined : utcToFirmWallTime(nextActionAt, timeZone);
  const overdue = nextActionAt !== null && nextActionAt < now.toISOString();
  return (
    <form
      method="post"
      action={`/admin/leads/${leadId}/follow-up`}
      className="stack follow-up-form"
    >
      <p>
        <strong>{followUpCopy.heading}:</strong>{" "}
        {nextActionAt === null
          ? followUpCopy.none
          : `${followUpCopy.due(formatFirmTime(nextActionAt, timeZone))}${nextActionText ? ` — ${nextActionText}` : ""}`}
        {overdue ? <span className="badge overdue"> {followUpCopy.overdue}</span> : null}
      </p>
      <label>
        {followUpCopy.date}
        <input type="date" name="due_date" defaultValue={wall?.day ?? ""} required />
      </label>
      <label>
        {followUpCopy.time}
        <input type="time" name="due_time" defaultValue={wall?.time ?? "10:00"} />
        <span className="muted">{followUpCopy.timeHint(timeZone)}</span>
      </label>
      <label>
        {followUpCopy.text}
        <input
          type="text"
          name="next_action"
          defaultValue={nextActionText ?? ""}
          maxLength={MAX_NEXT_ACTION_LENGTH}
        />
      </label>
      <p>
        <button type="submit">{followUpCopy.save}</button>{" "}
        {nextActionAt === null ? null : (
          <button type="submit" name="clear" value="1" formNoValidate className="link">
            {followUpCopy.clear}
          </button>
        )}
      </p>
    </form>
  );
}
