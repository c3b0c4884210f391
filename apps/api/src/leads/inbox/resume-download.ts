import type { FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { cleanResumeFileName } from "../../candidates/resume-file-name";
import type { Database } from "../../infrastructure/database/schema";
import { allowPdfViewer } from "../../plugins/security-headers";

/** `filename` for old clients (ASCII only), `filename*` for the real, UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const safe = cleanResumeFileName(fileName);
  const ascii = safe.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  // RFC 5987 allows fewer bare characters than encodeURIComponent leaves alone.
  const encoded = encodeURIComponent(safe).replace(
    /['()*!]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a candidate's resume as a PDF attachment; answers false when there is none. */
export async function sendResume(
  db: Kysely<Database>,
  leadId: number,
  reply: FastifyReply,
): Promise<boolean> {
  const resume = await db
    .selectFrom("resumes")
    .select(["file_name", "content"])
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (resume === undefined) return false;
  allowPdfViewer(reply)
    .type("application/pdf")
    .header("content-disposition", attachmentDisposition(resume.file_name))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(Buffer.from(resume.content));
  return true;
}
