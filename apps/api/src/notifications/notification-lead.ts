import type { Kysely, Selectable } from "kysely";
import { cleanResumeFileName } from "../candidates/resume-file-name";
import type { Database, LeadsTable } from "../infrastructure/database/schema";

export type StoredLead = Selectable<LeadsTable>;

/** What a notification carries: the lead, its console link and, for candidates, the resume. */
export interface NotificationLead {
  lead: StoredLead;
  /** The submitted form, parsed from the stored JSON. */
  details: Record<string, unknown>;
  consoleUrl: string;
  resume?: { fileName: string; content: Buffer };
}

function parseDetails(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function loadNotificationLead(
  db: Kysely<Database>,
  leadId: number,
  options: { publicBaseUrl: string; withResume: boolean },
): Promise<NotificationLead | undefined> {
  const lead = await db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
  if (lead === undefined) return undefined;
  const resume =
    options.withResume && lead.kind === "candidate"
      ? await db
          .selectFrom("resumes")
          .select(["file_name", "content"])
          .where("lead_id", "=", leadId)
          .executeTakeFirst()
      : undefined;
  return {
    lead,
    details: parseDetails(lead.details),
    consoleUrl: `${options.publicBaseUrl}/admin/leads/${lead.id}`,
    ...(resume === undefined
      ? {}
      : {
          resume: {
            // A resume stored before names were cleaned goes out as a PDF too.
            fileName: cleanResumeFileName(resume.file_name),
            content: Buffer.from(resume.content),
          },
        }),
  };
}

/** The lead as the webhook receives it: every stored column, the payload as an object. */
export function leadJson(notification: NotificationLead) {
  const { lead, details, consoleUrl } = notification;
  return { ...lead, details, console_url: consoleUrl };
}
