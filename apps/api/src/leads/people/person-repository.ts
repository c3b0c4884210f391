import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { sameAddress } from "../inbox/lead-detail-repository";
import { selectLeadsWithOwner } from "../inbox/lead-owners";

// More than any one person sends; the page stays bounded whatever the table holds.
const MAX_LEADS_PER_PERSON = 500;

/**
 * One person: every lead sent from the address of lead `leadId`, whatever its case, newest first.
 * The page is addressed by a lead's id so the address itself never appears in a URL or a log.
 */
export async function findPerson(db: Kysely<Database>, leadId: number) {
  const anchor = await db
    .selectFrom("leads")
    .select("email")
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (anchor === undefined) return undefined;
  const leads = await selectLeadsWithOwner(db)
    .select([
      "leads.id",
      "leads.kind",
      "leads.source_call",
      "leads.lead_code",
      "leads.offer",
      "leads.landing_page",
      "leads.status",
      "leads.name",
      "leads.company",
      "leads.email",
      "leads.phone",
      "leads.created_at",
    ])
    .where(sameAddress(anchor.email))
    .orderBy("leads.created_at", "desc")
    .orderBy("leads.id", "desc")
    .limit(MAX_LEADS_PER_PERSON)
    .execute();
  return { leads };
}

export type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;
