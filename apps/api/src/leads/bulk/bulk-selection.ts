import { isRowId } from "../../infrastructure/database/row-id";

/** More than a page of the inbox shows, few enough that one request stays short. */
export const MAX_BULK_LEADS = 200;

// Each row's box is its own field, `lead_<id>`: the console's form parser keeps one value per name.
const SELECTED_FIELD = /^lead_(\d{1,15})$/;
const MAX_FIELD_NAME = 21;

export type Selection = { ok: true; ids: number[] } | { ok: false; reason: "none" | "too_many" };

/** The lead ids ticked in a bulk form, in the order sent, each once. */
export function selectedLeadIds(body: unknown): Selection {
  if (typeof body !== "object" || body === null) return { ok: false, reason: "none" };
  const ids = new Set<number>();
  for (const [name, value] of Object.entries(body)) {
    if (value !== "1" || name.length > MAX_FIELD_NAME) continue;
    const id = Number(SELECTED_FIELD.exec(name)?.[1]);
    if (!isRowId(id)) continue;
    ids.add(id);
    if (ids.size > MAX_BULK_LEADS) return { ok: false, reason: "too_many" };
  }
  return ids.size === 0 ? { ok: false, reason: "none" } : { ok: true, ids: [...ids] };
}

export const selectionField = (id: number) => `lead_${id}`;

const MAX_BACK_QUERY = 2000;
// What the inbox says after an action, never carried into the next one.
const NOTICE_PARAMS = [
  "bulk",
  "n",
  "to",
  "unchanged",
  "bulk_error",
  "view_saved",
  "view_removed",
  "view_error",
  "view_name",
];

/** The inbox address the form came from, rebuilt from its query so it can only be the inbox. */
export function inboxAddress(back: string, notice?: Record<string, string>): string {
  const query = new URLSearchParams(back.slice(0, MAX_BACK_QUERY));
  for (const name of NOTICE_PARAMS) query.delete(name);
  for (const [name, value] of Object.entries(notice ?? {})) query.set(name, value);
  const text = query.toString();
  return text === "" ? "/admin/leads" : `/admin/leads?${text}`;
}
