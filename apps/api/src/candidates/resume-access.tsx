import type { FastifyReply } from "fastify";
import { useConsoleContext } from "../console/views/console-context";
import { Layout } from "../console/views/layout";
import { sendPage } from "../console/views/send-page";

/** What a sales user is told where a resume would be, while admins keep resumes to themselves. */
export const resumeAccessCopy = {
  title: "Resume not available",
  closed: "Resumes are open to admins only.",
  askAdmin: "An admin can open them to sales under Role settings.",
  backToLead: "Back to the lead",
} as const;

/** Said in place of the download link on a candidate's page. */
export function ResumesClosed() {
  return (
    <p className="muted">
      {resumeAccessCopy.closed} {resumeAccessCopy.askAdmin}
    </p>
  );
}

/** The download refused: a page saying why, with the way back to the lead. */
export function sendResumesClosed(reply: FastifyReply, leadId: number) {
  return sendPage(
    reply,
    <Layout title={resumeAccessCopy.title} staffEmail={reply.request.staff?.email}>
      <p>
        {resumeAccessCopy.closed} {resumeAccessCopy.askAdmin}
      </p>
      <a href={`/admin/leads/${leadId}`}>{resumeAccessCopy.backToLead}</a>
    </Layout>,
    403,
  );
}

/** The download link of a candidate's resume, or, when the viewer may not open it, why not. */
export function ResumeLink({ leadId, label }: { leadId: number; label: string }) {
  const { access } = useConsoleContext();
  if (!access.openResumes) return <ResumesClosed />;
  return (
    <p>
      <a href={`/admin/leads/${leadId}/resume`}>{label}</a>
    </p>
  );
}
