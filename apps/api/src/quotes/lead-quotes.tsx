import { formatInr } from "@site/contracts";
import { formatFirmTime } from "../console/views/firm-time";
import type { LeadQuote } from "../correspondence/lead-correspondence";
import { quoteCopy } from "./quote-copy";

const copy = quoteCopy.lead;

/** The estimate's quotations with their PDFs, and the button that prepares a new one. */
export function LeadQuotes({
  leadId,
  quotes,
  firmTimeZone,
}: {
  leadId: number;
  quotes: readonly LeadQuote[];
  firmTimeZone: string;
}) {
  return (
    <div className="lead-quotes">
      <h3>{copy.heading}</h3>
      {quotes.length === 0 ? null : (
        <ul>
          {quotes.map((quote) => (
            <li key={quote.id}>
              {copy.made(
                quote.number,
                formatInr(quote.total),
                formatFirmTime(quote.created_at, firmTimeZone),
                quote.prepared_by_name,
              )}{" "}
              ·{" "}
              <a href={`/admin/leads/${leadId}/quotes/${quote.id}.pdf`}>
                {copy.download(quote.number)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <form method="post" action={`/admin/leads/${leadId}/quotes`} className="inline">
        <button type="submit" className="secondary">
          {copy.prepare}
        </button>
      </form>
      <p className="muted">{copy.intro}</p>
    </div>
  );
}
