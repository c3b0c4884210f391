import { calculateEstimate, PLATFORMS, type Platform } from "@site/contracts";
import type { LeadsTable } from "../infrastructure/database/schema";
import type { QuoteLine } from "../infrastructure/database/tables/correspondence";
import { parseDetails } from "../leads/inbox/lead-detail-request";
import { quoteCopy } from "./quote-copy";

const isPlatform = (value: unknown): value is Platform =>
  typeof value === "string" && (PLATFORMS as readonly string[]).includes(value);

/**
 * The quotation's priced lines and total, from the estimate the person made: each part priced
 * again from the table the estimator uses (the lead page shows the same lines), and the total
 * rounded as the estimator rounds it. Undefined when the lead is not a priced estimate.
 */
export function quoteLinesOf(
  lead: Pick<LeadsTable, "kind" | "details" | "estimate_cost">,
): { lines: QuoteLine[]; total: number } | undefined {
  if (lead.kind !== "estimate" || lead.estimate_cost === null) return undefined;
  const details = parseDetails(lead.details);
  if (!isPlatform(details.platform)) {
    const amount = lead.estimate_cost;
    return { lines: [{ label: quoteCopy.pdf.fallbackLine, hours: 0, amount }], total: amount };
  }
  const counts = Object.fromEntries(
    Object.entries(details).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number",
    ),
  );
  const estimate = calculateEstimate({ ...counts, platform: details.platform });
  return { lines: estimate.breakdown, total: estimate.cost };
}
