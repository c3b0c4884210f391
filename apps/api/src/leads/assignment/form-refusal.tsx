import type { FastifyReply } from "fastify";
import { Layout } from "../../console/views/layout";
import { sendPage } from "../../console/views/send-page";

const REFUSAL_TITLE = "Not saved";
const BACK_TO_LEAD = "Back to the lead";

/** A lead id from the route's `:id`, when it is one. */
export function leadIdParam(params: unknown): number | undefined {
  const { id } = params as { id?: string };
  return typeof id === "string" && /^\d{1,15}$/.test(id) ? Number(id) : undefined;
}

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
