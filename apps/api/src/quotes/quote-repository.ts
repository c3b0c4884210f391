import type { Kysely } from "kysely";
import { firmDay } from "../console/views/firm-time";
import { formatDay } from "../correspondence/lead-correspondence";
import { isUniqueViolation } from "../infrastructure/database/database-errors";
import type { Database } from "../infrastructure/database/schema";
import type { QuoteLine } from "../infrastructure/database/tables/correspondence";
import { quoteLinesOf } from "./quote-lines";
import { renderQuotePdf } from "./quote-pdf";
import { QUOTE_TERMS } from "./quote-terms";

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;

/** The day `days` after `day` (both YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The next number of the year: Q-2026-0001, Q-2026-0002... */
async function nextNumber(db: Db, year: string): Promise<string> {
  const prefix = `Q-${year}-`;
  const rows = await db
    .selectFrom("quotes")
    .select("number")
    .where("number", "like", `${prefix}%`)
    .execute();
  const last = Math.max(0, ...rows.map((row) => Number(row.number.slice(prefix.length)) || 0));
  return `${prefix}${String(last + 1).padStart(4, "0")}`;
}

export interface NewQuote {
  leadId: number;
  staff: { userId: number; name: string; email: string };
  validDays: number;
  firmTimeZone: string;
  now: Date;
}

/**
 * Prices the estimate lead into a quotation with the next number of the year (on the firm's
 * clock), renders its PDF and keeps both, and sets the value of the deal opened from the lead to
 * its total. Undefined when the lead is not a priced estimate.
 */
export async function createQuote(db: Db, input: NewQuote): Promise<number | undefined> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "kind", "name", "company", "email", "reference", "details", "estimate_cost"])
    .where("id", "=", input.leadId)
    .executeTakeFirst();
  const priced = lead === undefined ? undefined : quoteLinesOf(lead);
  if (lead === undefined || priced === undefined) return undefined;
  const today = firmDay(input.now, input.firmTimeZone);
  const validUntil = addDays(today, input.validDays);
  // Two staff preparing quotations at once may pick the same number; the unique index refuses
  // the second, which takes the next one.
  for (let attempt = 0; ; attempt++) {
    const number = await nextNumber(db, today.slice(0, 4));
    const pdf = await renderQuotePdf(
      {
        number,
        date: formatDay(today),
        validUntil: formatDay(validUntil),
        person: {
          name: lead.name,
          company: lead.company,
          email: lead.email,
          reference: lead.reference,
        },
        lines: priced.lines,
        total: priced.total,
        terms: QUOTE_TERMS,
        preparedBy: { name: input.staff.name, email: input.staff.email },
      },
      input.now,
    );
    try {
      return await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("quotes")
          .values({
            number,
            lead_id: lead.id,
            created_by: input.staff.userId,
            prepared_by_name: input.staff.name,
            created_at: input.now.toISOString(),
            valid_until: validUntil,
            lines: JSON.stringify(priced.lines satisfies QuoteLine[]),
            total: priced.total,
            terms: QUOTE_TERMS.join("\n"),
            pdf,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        // The deal opened from this estimate is now worth what was quoted.
        await trx
          .updateTable("deals")
          .set((eb) => ({
            value: priced.total,
            updated_at: input.now.toISOString(),
            version: eb("version", "+", 1),
          }))
          .where("source_lead_id", "=", lead.id)
          .where("closed_at", "is", null)
          .execute();
        return id;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** One quotation's number and PDF, if it is this lead's. */
export function findQuotePdf(db: Db, leadId: number, quoteId: number) {
  return db
    .selectFrom("quotes")
    .select(["number", "pdf"])
    .where("id", "=", quoteId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
}
