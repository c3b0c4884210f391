import type { DealStageKind } from "../infrastructure/database/tables/deals";
import { isCalendarDate } from "../tasks/task-rules";
import { dealCopy } from "./deal-copy";

const errors = dealCopy.errors;

export const MAX_DEAL_TITLE_LENGTH = 200;
/** ₹100 crore: more than any deal the firm makes, and well inside a 32-bit integer column. */
export const MAX_DEAL_VALUE = 1_000_000_000;
export const MAX_LOST_NOTE_LENGTH = 1000;
/** What a rupee amount may be typed as before it is read: "₹ 1,00,00,00,000" and some spaces. */
const MAX_VALUE_TEXT = 30;

/** A stage as forms and the board need it. */
export interface Stage {
  id: number;
  name: string;
  probability: number;
  position: number;
  kind: DealStageKind;
}

export interface LostReason {
  id: number;
  label: string;
  active: boolean;
}

/** What the add or edit form sent, each field as typed (already cut to a bounded length). */
export interface DealForm {
  title: string;
  value: string;
  close_date: string;
  stage_id: string;
  lost_reason_id: string;
  lost_note: string;
}

export type DealFormErrors = Partial<Record<keyof DealForm, string>>;

export interface DealInput {
  title: string;
  value: number;
  /** YYYY-MM-DD, or null. */
  closeOn: string | null;
  stageId: number;
  lostReasonId: number | null;
  lostNote: string | null;
}

const isDigits = (text: string) =>
  text.length > 0 && [...text].every((char) => char >= "0" && char <= "9");

/** A form field cut to a length no valid value reaches, before anything reads it. */
export function boundedField(body: unknown, name: string, max: number): string {
  if (typeof body !== "object" || body === null) return "";
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** Reads the deal form fields from a posted body, each bounded. */
export function readDealForm(body: unknown): DealForm {
  return {
    title: boundedField(body, "title", MAX_DEAL_TITLE_LENGTH * 2),
    value: boundedField(body, "value", MAX_VALUE_TEXT + 1),
    close_date: boundedField(body, "close_date", 20),
    stage_id: boundedField(body, "stage_id", 12),
    lost_reason_id: boundedField(body, "lost_reason_id", 12),
    lost_note: boundedField(body, "lost_note", MAX_LOST_NOTE_LENGTH * 2),
  };
}

/**
 * Rupees as a rep types them: digits with Indian or western grouping, a leading ₹ or "Rs",
 * spaces anywhere. Answers the whole rupees or the message saying what is wrong.
 */
export function parseRupees(typed: string): { value: number } | { error: string } {
  if (typed.length > MAX_VALUE_TEXT) return { error: errors.valueTooLarge(MAX_DEAL_VALUE) };
  let text = typed.trim();
  if (text === "") return { error: errors.valueEmpty };
  if (text.startsWith("₹")) text = text.slice(1);
  else if (text.toLowerCase().startsWith("rs.")) text = text.slice(3);
  else if (text.toLowerCase().startsWith("rs")) text = text.slice(2);
  const digits = text.split(/[\s,]/).join("");
  if (!isDigits(digits)) return { error: errors.valueNotRupees };
  const value = Number(digits);
  if (value > MAX_DEAL_VALUE) return { error: errors.valueTooLarge(MAX_DEAL_VALUE) };
  return { value };
}

/**
 * A close date as a date field sends it (YYYY-MM-DD) or as a rep types it in a plain text field
 * (DD-MM-YYYY or DD/MM/YYYY); empty is no date. Answers YYYY-MM-DD, null, or undefined if wrong.
 */
export function parseCloseDate(typed: string): string | null | undefined {
  const text = typed.trim();
  if (text === "") return null;
  if (isCalendarDate(text)) return text;
  if (text.length === 10 && (text[2] === "-" || text[2] === "/") && text[5] === text[2]) {
    const iso = `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
    if (isCalendarDate(iso)) return iso;
  }
  return undefined;
}

/** A row id as typed in a select's value, or undefined. */
export function parseId(typed: string): number | undefined {
  const text = typed.trim();
  if (!isDigits(text) || text.length > 10) return undefined;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** A title on one line, runs of spaces as one. */
const oneLine = (text: string) =>
  text
    .split(/\s/)
    .filter((word) => word !== "")
    .join(" ");

/**
 * Reads a stage move: the lost stage needs one of the offered reasons (an optional note
 * besides); any other stage drops them.
 */
export function parseStageChoice(
  form: Pick<DealForm, "stage_id" | "lost_reason_id" | "lost_note">,
  stages: readonly Stage[],
  reasons: readonly LostReason[],
):
  | { stage: Stage; lostReasonId: number | null; lostNote: string | null }
  | { errors: DealFormErrors } {
  const stageId = parseId(form.stage_id);
  const stage = stages.find((entry) => entry.id === stageId);
  if (stage === undefined) return { errors: { stage_id: errors.stage } };
  if (stage.kind !== "lost") return { stage, lostReasonId: null, lostNote: null };
  const found: DealFormErrors = {};
  const reasonId = parseId(form.lost_reason_id);
  const reason = reasons.find((entry) => entry.id === reasonId && entry.active);
  if (reason === undefined) found.lost_reason_id = errors.lostReason;
  const note = form.lost_note.split("\r\n").join("\n").trim();
  if (note.length > MAX_LOST_NOTE_LENGTH) {
    found.lost_note = errors.lostNoteTooLong(MAX_LOST_NOTE_LENGTH);
  }
  if (reason === undefined || Object.keys(found).length > 0) return { errors: found };
  return { stage, lostReasonId: reason.id, lostNote: note === "" ? null : note };
}

/** Reads the add or edit form; every field's problem is reported at once. */
export function parseDealForm(
  form: DealForm,
  stages: readonly Stage[],
  reasons: readonly LostReason[],
): { deal: DealInput } | { errors: DealFormErrors } {
  const found: DealFormErrors = {};
  const title = oneLine(form.title);
  if (title === "") found.title = errors.titleEmpty;
  else if (title.length > MAX_DEAL_TITLE_LENGTH) {
    found.title = errors.titleTooLong(MAX_DEAL_TITLE_LENGTH);
  }
  const value = parseRupees(form.value);
  if ("error" in value) found.value = value.error;
  const closeOn = parseCloseDate(form.close_date);
  if (closeOn === undefined) found.close_date = errors.closeDate;
  const choice = parseStageChoice(form, stages, reasons);
  if ("errors" in choice) Object.assign(found, choice.errors);
  if (Object.keys(found).length > 0 || "errors" in choice || "error" in value) {
    return { errors: found };
  }
  return {
    deal: {
      title,
      value: value.value,
      closeOn: closeOn ?? null,
      stageId: choice.stage.id,
      lostReasonId: choice.lostReasonId,
      lostNote: choice.lostNote,
    },
  };
}

/** A deal's value counted at its stage's probability, in whole rupees. */
export const weighted = (value: number, probability: number) =>
  Math.round((value * probability) / 100);
