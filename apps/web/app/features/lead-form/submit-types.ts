import type { Validation } from "@site/contracts";
import type { SharedFields } from "./shared-fields";

/** What a form's submit pipeline answers: its result, or the message to show (and the field at fault). */
export type SubmitOutcome<Result> =
  | {
      ok: true;
      result: Result;
      /** The reference the server gave the stored request, shown on the thank-you screen. */
      reference?: string;
      /** Lets the thank-you screen book the first call for this request (BOOKING_TOKEN_HEADER). */
      bookingToken?: string;
    }
  | { ok: false; message: string; field?: string };

/** A save's success with the reference and the booking token its answer carried, if any. */
export const success = <Result>(
  result: Result,
  reference?: string,
  bookingToken?: string,
): SubmitOutcome<Result> => ({
  ok: true,
  result,
  ...(reference !== undefined && { reference }),
  ...(bookingToken !== undefined && { bookingToken }),
});

export interface SubmitContext {
  /** The visitor's IP as looked up on load, or the form's fallback. */
  ip: string;
  /** Attribution and consent, merged into every save payload. */
  sharedFields: SharedFields;
  /** The whole form, for pipelines that also send files. */
  formData: FormData;
  /** Names this submission on the save call, so that sending it again stores it once. */
  idempotencyKey: string;
}

/** The text fields of the form by name (the names are the payload's), then the context. */
export type SubmitHandler<Result> = (
  fields: Record<string, string>,
  context: SubmitContext,
) => Promise<SubmitOutcome<Result>>;

export const failure = (message: string, field?: string): SubmitOutcome<never> =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

/** The named text fields, blank when the form did not send them. */
export function pickFields<K extends string>(
  fields: Record<string, string>,
  names: readonly K[],
): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, fields[name] ?? ""])) as Record<K, string>;
}

/**
 * A pipeline that checks the named fields by the form's rules, in their order, and answers the
 * first broken rule; `next` goes on with the checked values (and the raw fields, for the rest).
 */
export function checkFieldsThen<K extends string, Value, Result>(
  names: readonly K[],
  validate: (input: Record<K, string>) => Validation<Value>,
  next: (
    value: Value,
    context: SubmitContext,
    fields: Record<string, string>,
  ) => Promise<SubmitOutcome<Result>>,
): SubmitHandler<Result> {
  return async (fields, context) => {
    const checked = validate(pickFields(fields, names));
    return checked.ok ? next(checked.value, context, fields) : checked;
  };
}
