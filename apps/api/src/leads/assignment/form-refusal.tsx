import type { FastifyReply } from "fastify";
import { Layout } from "../../console/views/layout";
import { sendPage } from "../../console/views/send-page";

const REFUSAL_TITLE = "Not saved";
const BACK_TO_LEAD = "Back to the lead";

/** Answers a lead-page form that could not be saved: 400, what was wrong, and the way back. */
export function sendFormRefusal(
  reply: FastifyReply,
  staffEmail: string,
  leadId: number,
  message: string,
) {
  return sendPage(
    reply,
    <Layout title={REFUSAL_TITLE} staffEmail={staffEmail}>
      <h1>{REFUSAL_TITLE}</h1>
      <p className="error" role="alert">
        {message}
      </p>
      <a href={`/admin/leads/${leadId}`}>{BACK_TO_LEAD}</a>
    </Layout>,
    400,
  );
}
