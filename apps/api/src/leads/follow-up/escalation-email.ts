import { formatFirmTime } from "../../console/views/firm-time";
import type { LeadKind } from "../../infrastructure/database/schema";
import { LEAD_KIND_LABELS } from "../inbox/lead-labels";

export interface EscalatedLead {
  id: number;
  name: string;
  company: string | null;
  kind: LeadKind;
  created_at: string;
  owner: string | null;
}

/** The admins' e-mail about leads nobody acted on within the working-hours limit. */
export function escalationEmail(
  leads: EscalatedLead[],
  options: { thresholdHours: number; publicBaseUrl: string; timeZone: string },
) {
  const first = leads[0];
  const subject =
    leads.length === 1 && first !== undefined
      ? `Lead waiting for a first response: ${first.name}`
      : `${leads.length} leads waiting for a first response`;
  const lines = [
    `Nobody has acted on ${leads.length === 1 ? "this lead" : "these leads"} for ${options.thresholdHours} working hours (Monday to Saturday, 9:00 to 18:00).`,
    "",
  ];
  for (const lead of leads) {
    lines.push(
      `- ${lead.name}${lead.company ? ` (${lead.company})` : ""}, ${LEAD_KIND_LABELS[lead.kind]}, arrived ${formatFirmTime(lead.created_at, options.timeZone)}, owner: ${lead.owner ?? "unassigned"}`,
      `  ${options.publicBaseUrl}/admin/leads/${lead.id}`,
    );
  }
  return { subject, text: lines.join("\n") };
}
