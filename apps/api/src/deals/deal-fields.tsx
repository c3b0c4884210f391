import { formatInr } from "@site/contracts";
import { dealCopy } from "./deal-copy";
import {
  type DealForm,
  type DealFormErrors,
  type LostReason,
  MAX_DEAL_TITLE_LENGTH,
  MAX_LOST_NOTE_LENGTH,
  type Stage,
} from "./deal-rules";

const fields = dealCopy.fields;

/** Rupees with Indian grouping, as the rest of the console writes them (₹2,50,000). */
export const rupees = (value: number) => formatInr(value);

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar day (YYYY-MM-DD) as staff read it: "31 Dec 2026". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00.000Z`));

/** A field's message, read out with the field it belongs to. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message === undefined ? null : (
    <span className="error" id={id}>
      {message}
    </span>
  );
}

/**
 * The lost reason and its note, for a deal moving to the lost stage. `prefix` keeps the ids of
 * several forms on one page apart.
 */
export function LostReasonFields({
  prefix,
  reasons,
  typed,
  errors,
  legend = false,
}: {
  prefix: string;
  reasons: readonly LostReason[];
  typed: Partial<DealForm> | undefined;
  errors: DealFormErrors;
  /** Says the fields are for the lost stage only, where the form offers every stage. */
  legend?: boolean;
}) {
  const errorId = (name: keyof DealForm) =>
    errors[name] === undefined ? undefined : `${prefix}-${name}-error`;
  return (
    <fieldset className="deal-lost-fields">
      {legend ? <legend>{fields.lostLegend}</legend> : null}
      <label>
        {fields.lostReason}
        <select
          name="lost_reason_id"
          defaultValue={typed?.lost_reason_id ?? ""}
          aria-invalid={errors.lost_reason_id === undefined ? undefined : true}
          aria-describedby={errorId("lost_reason_id")}
        >
          <option value="">{fields.lostReasonChoose}</option>
          {reasons
            .filter((reason) => reason.active || String(reason.id) === typed?.lost_reason_id)
            .map((reason) => (
              <option key={reason.id} value={String(reason.id)}>
                {reason.label}
              </option>
            ))}
        </select>
        <FieldError id={`${prefix}-lost_reason_id-error`} message={errors.lost_reason_id} />
      </label>
      <label>
        {fields.lostNote}
        <textarea
          name="lost_note"
          rows={2}
          maxLength={MAX_LOST_NOTE_LENGTH}
          defaultValue={typed?.lost_note ?? ""}
          aria-invalid={errors.lost_note === undefined ? undefined : true}
          aria-describedby={errorId("lost_note")}
        />
        <FieldError id={`${prefix}-lost_note-error`} message={errors.lost_note} />
      </label>
    </fieldset>
  );
}

/** Title, value, close date and stage (with the lost reason the lost stage needs). */
export function DealFields({
  prefix,
  stages,
  reasons,
  typed,
  errors,
}: {
  prefix: string;
  stages: readonly Stage[];
  reasons: readonly LostReason[];
  typed: Partial<DealForm> | undefined;
  errors: DealFormErrors;
}) {
  const invalid = (name: keyof DealForm) => (errors[name] === undefined ? undefined : true);
  const describedBy = (name: keyof DealForm, hint?: string) =>
    errors[name] === undefined ? hint : `${prefix}-${name}-error`;
  return (
    <>
      <label>
        {fields.title}
        <input
          type="text"
          name="title"
          required
          maxLength={MAX_DEAL_TITLE_LENGTH}
          defaultValue={typed?.title ?? ""}
          aria-invalid={invalid("title")}
          aria-describedby={describedBy("title", `${prefix}-title-hint`)}
        />
        <span className="muted" id={`${prefix}-title-hint`}>
          {fields.titleHint}
        </span>
        <FieldError id={`${prefix}-title-error`} message={errors.title} />
      </label>
      <label>
        {fields.value}
        <input
          type="text"
          name="value"
          inputMode="numeric"
          required
          maxLength={30}
          defaultValue={typed?.value ?? ""}
          aria-invalid={invalid("value")}
          aria-describedby={describedBy("value", `${prefix}-value-hint`)}
        />
        <span className="muted" id={`${prefix}-value-hint`}>
          {fields.valueHint}
        </span>
        <FieldError id={`${prefix}-value-error`} message={errors.value} />
      </label>
      <label>
        {fields.closeDate}
        <input
          type="date"
          name="close_date"
          defaultValue={typed?.close_date ?? ""}
          aria-invalid={invalid("close_date")}
          aria-describedby={describedBy("close_date", `${prefix}-close_date-hint`)}
        />
        <span className="muted" id={`${prefix}-close_date-hint`}>
          {fields.closeDateHint}
        </span>
        <FieldError id={`${prefix}-close_date-error`} message={errors.close_date} />
      </label>
      <label>
        {fields.stage}
        <select
          name="stage_id"
          defaultValue={typed?.stage_id ?? String(stages[0]?.id ?? "")}
          aria-invalid={invalid("stage_id")}
          aria-describedby={describedBy("stage_id")}
        >
          {stages.map((stage) => (
            <option key={stage.id} value={String(stage.id)}>
              {`${stage.name} (${stage.probability} %)`}
            </option>
          ))}
        </select>
        <FieldError id={`${prefix}-stage_id-error`} message={errors.stage_id} />
      </label>
      <LostReasonFields prefix={prefix} reasons={reasons} typed={typed} errors={errors} legend />
    </>
  );
}
