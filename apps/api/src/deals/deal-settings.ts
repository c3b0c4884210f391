import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { dealCopy } from "./deal-copy";
import { boundedField, type LostReason, type Stage } from "./deal-rules";

const errors = dealCopy.errors;

export const MAX_STAGE_NAME_LENGTH = 60;
export const MAX_REASON_LABEL_LENGTH = 100;

/** What the settings forms sent, by field name, each bounded: shown again when refused. */
export type SettingsTyped = Record<string, string>;
export type SettingsErrors = Record<string, string>;

const oneLine = (text: string) =>
  text
    .split(/\s/)
    .filter((word) => word !== "")
    .join(" ");

/** A whole number from `min` to `max` as typed, or undefined. */
function wholeNumber(typed: string, min: number, max: number): number | undefined {
  const text = typed.trim();
  if (text === "" || text.length > 3 || ![...text].every((c) => c >= "0" && c <= "9")) {
    return undefined;
  }
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * Reads the stages form: each stage's name, probability and position. Positions give the order;
 * stages typed at the same position keep their former order. Answers the stages renumbered 1, 2, …
 */
export function parseStagesForm(
  body: unknown,
  stages: readonly Stage[],
): { stages: Stage[] } | { typed: SettingsTyped; errors: SettingsErrors } {
  const typed: SettingsTyped = {};
  const found: SettingsErrors = {};
  const read: (Stage & { typedPosition: number })[] = [];
  const names = new Set<string>();
  for (const [index, stage] of stages.entries()) {
    const key = `stage_${stage.id}`;
    typed[`${key}_name`] = boundedField(body, `${key}_name`, MAX_STAGE_NAME_LENGTH * 2);
    typed[`${key}_probability`] = boundedField(body, `${key}_probability`, 10);
    typed[`${key}_position`] = boundedField(body, `${key}_position`, 10);
    const name = oneLine(typed[`${key}_name`] ?? "");
    if (name === "" || name.length > MAX_STAGE_NAME_LENGTH) found[`${key}_name`] = errors.stageName;
    else if (names.has(name.toLowerCase())) found[`${key}_name`] = errors.stageNameTaken;
    names.add(name.toLowerCase());
    const probability = wholeNumber(typed[`${key}_probability`] ?? "", 0, 100);
    if (probability === undefined) found[`${key}_probability`] = errors.probability;
    const position = wholeNumber(typed[`${key}_position`] ?? "", 1, 99);
    if (position === undefined) found[`${key}_position`] = errors.position;
    read.push({
      ...stage,
      name,
      probability: probability ?? 0,
      typedPosition: (position ?? 0) * 1000 + index,
    });
  }
  if (Object.keys(found).length > 0) return { typed, errors: found };
  const ordered = read.sort((a, b) => a.typedPosition - b.typedPosition);
  return {
    stages: ordered.map(({ typedPosition: _typed, ...stage }, index) => ({
      ...stage,
      position: index + 1,
    })),
  };
}

export interface ReasonsInput {
  reasons: { id: number; label: string; active: boolean; position: number }[];
  added: string | null;
}

/** Reads the lost reasons form: each reason's label, position and whether it is offered. */
export function parseReasonsForm(
  body: unknown,
  reasons: readonly LostReason[],
): ReasonsInput | { typed: SettingsTyped; errors: SettingsErrors } {
  const typed: SettingsTyped = {};
  const found: SettingsErrors = {};
  const read: (ReasonsInput["reasons"][number] & { order: number })[] = [];
  for (const [index, reason] of reasons.entries()) {
    const key = `reason_${reason.id}`;
    typed[`${key}_label`] = boundedField(body, `${key}_label`, MAX_REASON_LABEL_LENGTH * 2);
    typed[`${key}_position`] = boundedField(body, `${key}_position`, 10);
    typed[`${key}_active`] = boundedField(body, `${key}_active`, 10);
    const label = oneLine(typed[`${key}_label`] ?? "");
    if (label === "" || label.length > MAX_REASON_LABEL_LENGTH) {
      found[`${key}_label`] = errors.reasonLabel;
    }
    const position = wholeNumber(typed[`${key}_position`] ?? "", 1, 99);
    if (position === undefined) found[`${key}_position`] = errors.position;
    read.push({
      id: reason.id,
      label,
      active: typed[`${key}_active`] === "on",
      position: 0,
      order: (position ?? 0) * 1000 + index,
    });
  }
  typed.new_reason = boundedField(body, "new_reason", MAX_REASON_LABEL_LENGTH * 2);
  const added = oneLine(typed.new_reason);
  if (added.length > MAX_REASON_LABEL_LENGTH) found.new_reason = errors.reasonLabel;
  if (Object.keys(found).length > 0) return { typed, errors: found };
  const ordered = read.sort((a, b) => a.order - b.order);
  return {
    reasons: ordered.map(({ order: _order, ...reason }, index) => ({
      ...reason,
      position: index + 1,
    })),
    added: added === "" ? null : added,
  };
}

export async function saveStages(db: Kysely<Database>, stages: readonly Stage[]) {
  await db.transaction().execute(async (trx) => {
    for (const stage of stages) {
      await trx
        .updateTable("deal_stages")
        .set({ name: stage.name, probability: stage.probability, position: stage.position })
        .where("id", "=", stage.id)
        .execute();
    }
  });
}

export async function saveReasons(db: Kysely<Database>, input: ReasonsInput) {
  await db.transaction().execute(async (trx) => {
    for (const reason of input.reasons) {
      await trx
        .updateTable("deal_lost_reasons")
        .set({ label: reason.label, position: reason.position, active: reason.active ? 1 : 0 })
        .where("id", "=", reason.id)
        .execute();
    }
    if (input.added !== null) {
      await trx
        .insertInto("deal_lost_reasons")
        .values({ label: input.added, position: input.reasons.length + 1, active: 1 })
        .execute();
    }
  });
}
