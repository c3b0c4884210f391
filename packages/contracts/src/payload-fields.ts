// Building blocks of the API payload schemas and the one way the server reads a payload.

import { type Attribution, attributionSchema } from "./attribution";
import { type Consent, consentSchema } from "./consent";
import { firstFailure, type Rule, type Validation } from "./form-rules";
import { payloadMessages } from "./messages";
import { normalizePhoneInput, PHONE_INPUT_MAX_LENGTH } from "./phone-input";
import { z } from "./zod-setup";

/**
 * A trimmed, bounded text field. A missing key reads as "" so the form's ordered rules, not a
 * type error, decide which message a client sees for an absent value. An over-long value aborts
 * the parse, so the payload's rules and their patterns never read an unbounded string.
 */
export const text = (max: number) =>
  z
    .string({ error: payloadMessages.notText })
    .trim()
    .max(max, { error: payloadMessages.tooLong(max), abort: true })
    .default("");

/**
 * A phone number as typed: bounded like `text`, then normalised (see phone-input.ts) so the form's
 * rules check, and the payload carries, the number without its separators. The form's own limit
 * on the number is one of its rules.
 */
export const phoneText = () =>
  z
    .string({ error: payloadMessages.notText })
    .trim()
    .max(PHONE_INPUT_MAX_LENGTH, {
      error: payloadMessages.tooLong(PHONE_INPUT_MAX_LENGTH),
      abort: true,
    })
    .overwrite(normalizePhoneInput)
    .default("");

/** A value fixed by the page (lead type, checklist, support type): must be one of the options. */
export const option = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: payloadMessages.unknownOption });

/** A select the visitor may leave empty: "" or one of the options. */
export const optionOrBlank = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(["", ...options], { error: payloadMessages.unknownOption }).default("");

/** The body must be an object; keys the schema does not name are dropped. */
export const payloadObject = <S extends z.ZodRawShape>(shape: S) =>
  z.object(shape, { error: payloadMessages.notAnObject });

/**
 * The body a client sends for a schema: every field the form has (text fields default to "" only so
 * the server's message order matches the form's), plus the optional attribution and consent fields.
 */
export type RequestBody<S extends z.ZodType> = Required<
  Omit<z.input<S>, keyof Attribution | keyof Consent>
> &
  Attribution &
  Consent;

/** Runs a form's ordered rules after the field checks and reports the first failure. */
export const refineWith =
  <T>(rules: readonly Rule<T>[]) =>
  (values: T, ctx: z.RefinementCtx<T>) => {
    const failure = firstFailure(rules, values);
    if (failure) {
      ctx.addIssue({
        code: "custom",
        message: failure.message,
        path: failure.field ? [failure.field] : [],
      });
    }
  };

/** The form's fields plus the attribution and consent every save call carries. */
const saveObject = <S extends z.ZodRawShape>(shape: S) =>
  payloadObject({ ...shape, ...attributionSchema.shape, ...consentSchema.shape });

/** The body of a save call, re-checked with the form's ordered rules. */
export const savePayload = <S extends z.ZodRawShape>(
  shape: S,
  rules: readonly Rule<NoInfer<z.output<ReturnType<typeof saveObject<S>>>>>[],
) => saveObject(shape).superRefine(refineWith(rules));

/**
 * Parses a request body and answers like a form validator: the clean payload, or the first
 * problem as `{ message, field }`, ready to send as the API's JSON error.
 */
export function parsePayload<S extends z.ZodType>(
  schema: S,
  body: unknown,
): Validation<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join(".");
  return {
    ok: false,
    message: issue?.message ?? payloadMessages.notAnObject,
    ...(field ? { field } : {}),
  };
}
