import { renderToStaticMarkup } from "react-dom/server";
import { LEAD_KIND_LABELS } from "../leads/inbox/lead-labels";
import type { NotificationLead } from "./notification-lead";

// Shown in this order when present; everything else the lead holds follows under "Form".
const SUMMARY_FIELDS = [
  ["Reference", "reference"],
  ["Name", "name"],
  ["Company", "company"],
  ["E-mail", "email"],
  ["Phone", "phone"],
  ["Received (UTC)", "created_at"],
  ["Form", "source_call"],
  ["Lead type", "lead_code"],
  ["Asked for", "offer"],
  ["Estimate (INR)", "estimate_cost"],
  ["Landing page", "landing_page"],
  ["Referrer", "referrer"],
  ["utm_source", "utm_source"],
  ["utm_medium", "utm_medium"],
  ["utm_campaign", "utm_campaign"],
  ["utm_term", "utm_term"],
  ["utm_content", "utm_content"],
] as const;

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").trim();
const asText = (value: unknown) =>
  typeof value === "string"
    ? value
    : value === null || value === undefined
      ? ""
      : JSON.stringify(value);

function rows(notification: NotificationLead): {
  summary: [string, string][];
  form: [string, string][];
} {
  const { lead, details } = notification;
  const summary = SUMMARY_FIELDS.flatMap(([label, column]): [string, string][] => {
    const value = asText(lead[column]);
    return value === "" ? [] : [[label, value]];
  });
  const form = Object.entries(details).map(([key, value]): [string, string] => [
    key,
    asText(value),
  ]);
  return { summary, form };
}

/**
 * Subject, plain text and HTML of the e-mail telling staff about a new lead. The subject ends with
 * the reference the visitor was shown, so a reply quoting it finds this mail and the lead.
 */
export function leadEmail(notification: NotificationLead) {
  const { lead, consoleUrl } = notification;
  const kind = LEAD_KIND_LABELS[lead.kind];
  const reference = lead.reference === null ? "" : ` (${lead.reference})`;
  const subject = `${oneLine(`New lead: ${kind} from ${lead.name}`).slice(0, 180)}${reference}`;
  const { summary, form } = rows(notification);
  const textBlock = (entries: [string, string][]) =>
    entries.map(([label, value]) => `${label}: ${value}`).join("\n");
  const text = [
    `A new ${kind.toLowerCase()} lead arrived on the website.`,
    "",
    textBlock(summary),
    "",
    "Form",
    textBlock(form),
    "",
    `Open it in the staff console: ${consoleUrl}`,
  ].join("\n");

  const table = (entries: [string, string][]) => (
    <table cellPadding={4} style={{ borderCollapse: "collapse" }}>
      <tbody>
        {entries.map(([label, value]) => (
          <tr key={label}>
            <th align="left" style={{ verticalAlign: "top" }}>
              {label}
            </th>
            <td style={{ whiteSpace: "pre-wrap" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const html = `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <body style={{ fontFamily: "sans-serif" }}>
        <p>A new {kind.toLowerCase()} lead arrived on the website.</p>
        {table(summary)}
        <h3>Form</h3>
        {table(form)}
        <p>
          <a href={consoleUrl}>Open it in the staff console</a>
        </p>
      </body>
    </html>,
  )}`;
  return { subject, text, html };
}
