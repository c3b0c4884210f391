import { formatInr } from "@site/contracts";
import type { Kysely } from "kysely";
import { staffName } from "../console/views/staff-name";
import type { Database, LeadsTable } from "../infrastructure/database/schema";
import { correspondenceCopy } from "./correspondence-copy";
import { listLeadEmails } from "./staff-email-repository";
import { firstNameOf, type PlaceholderValues } from "./template-fill";

type Db = Kysely<Database>;

/** A YYYY-MM-DD day as the firm writes dates: "31 Dec 2026". */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(date);
}

/** What the lead page shows of staff e-mail: the e-mails sent, the templates, the quotations. */
export async function loadLeadCorrespondence(db: Db, leadId: number) {
  const [emails, templates, quotes] = await Promise.all([
    listLeadEmails(db, leadId),
    db.selectFrom("email_templates").select(["id", "name", "purpose"]).orderBy("name").execute(),
    db
      .selectFrom("quotes")
      .select(["id", "number", "total", "created_at", "valid_until", "prepared_by_name"])
      .where("lead_id", "=", leadId)
      .orderBy("id", "desc")
      .execute(),
  ]);
  return { emails, templates, quotes };
}

export type LeadCorrespondence = Awaited<ReturnType<typeof loadLeadCorrespondence>>;
export type LeadQuote = LeadCorrespondence["quotes"][number];

const fill = correspondenceCopy.fill;

/** The person's and the writer's fields a template is filled with. */
export function placeholderValues(
  lead: Pick<LeadsTable, "name" | "company" | "reference">,
  staff: { email: string; displayName: string | null },
  quote?: Pick<LeadQuote, "number" | "total" | "valid_until">,
): PlaceholderValues {
  const company = lead.company?.trim() ?? "";
  return {
    first_name: firstNameOf(lead.name),
    name: lead.name.trim(),
    company: company === "" ? fill.companyFallback : company,
    request_reference: lead.reference ?? fill.referenceFallback,
    staff_name: staffName({ email: staff.email, display_name: staff.displayName }),
    staff_email: staff.email,
    quote_number: quote?.number ?? "",
    quote_total: quote === undefined ? "" : formatInr(quote.total),
    quote_valid_until: quote === undefined ? "" : formatDay(quote.valid_until),
  };
}
