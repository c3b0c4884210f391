// The small rule engine behind every form validator and payload schema. A form's rules are listed
// once, in the firm's fixed order; the browser runs them through `validateWith` and the server
// through the payload schema's refinement (see payload-fields.ts), so both report the same first
// failure.

import { payloadMessages } from "./messages";

export type RuleFailure = { message: string; field?: string };

/** What a form validator answers: the trimmed values, or the first rule that failed. */
export type Validation<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

/** One rule, checked against trimmed values: the failure, or `undefined` when it passes. */
export type Rule<T> = (values: T) => RuleFailure | undefined;

type TextFields<K extends string> = Record<K, string>;

const isBlank = (value: string) => value.trim() === "";

/** The hidden `website` field is filled only by bots. */
export function honeypot<K extends string>(field: K, message: string): Rule<TextFields<K>> {
  return (values) => (isBlank(values[field]) ? undefined : { message, field });
}

/** Fails on the first blank field, in the order given. */
export function required<K extends string>(
  fields: readonly K[],
  message: string,
): Rule<TextFields<K>> {
  return (values) => {
    const blank = fields.find((field) => isBlank(values[field]));
    return blank === undefined ? undefined : { message, field: blank };
  };
}

/** Fails when a filled field does not match; a blank field is left to `required`. */
export function matches<K extends string>(
  field: K,
  pattern: RegExp,
  message: string,
): Rule<TextFields<K>> {
  return (values) => {
    const value = values[field];
    return isBlank(value) || pattern.test(value) ? undefined : { message, field };
  };
}

/** Fails when any of the filled fields does not match (e.g. "both phone numbers"). */
export function allMatch<K extends string>(
  fields: readonly K[],
  pattern: RegExp,
  message: string,
): Rule<TextFields<K>> {
  return (values) => {
    const bad = fields.find((field) => !isBlank(values[field]) && !pattern.test(values[field]));
    return bad === undefined ? undefined : { message, field: bad };
  };
}

/** Fails when a filled field is not one of the offered options. */
export function oneOf<K extends string>(
  field: K,
  options: readonly string[],
  message: string = payloadMessages.unknownOption,
): Rule<TextFields<K>> {
  return (values) => {
    const value = values[field];
    return isBlank(value) || options.includes(value) ? undefined : { message, field };
  };
}

/** Fails on the first field longer than its limit. */
export function withinLimits<K extends string>(limits: Record<K, number>): Rule<TextFields<K>> {
  const entries = Object.entries(limits) as [K, number][];
  return (values) => {
    const over = entries.find(([field, max]) => values[field].length > max);
    return over && { message: payloadMessages.tooLong(over[1]), field: over[0] };
  };
}

export function firstFailure<T>(rules: readonly Rule<T>[], values: T): RuleFailure | undefined {
  for (const rule of rules) {
    const failure = rule(values);
    if (failure) return failure;
  }
  return undefined;
}

/** Runs the rule list the values pick, e.g. the rules of the page that sent them. */
export function rulesBy<T>(pick: (values: T) => readonly Rule<T>[]): Rule<T> {
  return (values) => firstFailure(pick(values), values);
}

/** Trims every string property, so "  " counts as blank and stored values carry no padding. */
export function trimStrings<T extends object>(input: T): T {
  const entries = Object.entries(input).map(([key, value]) => [
    key,
    typeof value === "string" ? value.trim() : value,
  ]);
  return Object.fromEntries(entries) as T;
}

/** Runs the rules on the trimmed input and answers the first failure, or the trimmed values. */
export function validateWith<T extends object>(
  rules: readonly Rule<NoInfer<T>>[],
  input: T,
): Validation<T> {
  const value = trimStrings(input);
  const failure = firstFailure(rules, value);
  return failure ? { ok: false, ...failure } : { ok: true, value };
}
