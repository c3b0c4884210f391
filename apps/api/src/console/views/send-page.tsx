import type { FastifyReply } from "fastify";
import type { ComponentType, ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { staffOf } from "../../staff/auth/staff-request";
import { roleAccessOf } from "../../staff/roles/role-access";
import { ConsoleContext } from "./console-context";
import { consoleCopy } from "./console-copy";
import { Layout } from "./layout";

// No script runs on console pages; forms post only to the console itself. Fonts only from this
// origin: the brand typeface the console serves itself.
const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * Renders a console page and answers it, never cached (it holds lead data). Its own referrer
 * policy: browsers send a form post's Origin only when the page's policy allows it, and under
 * "no-referrer" the same-origin check would refuse every console form.
 */
export function sendPage(reply: FastifyReply, page: ReactElement, statusCode = 200) {
  const { staff, setupWarnings } = reply.request;
  const context = {
    role: staff?.role,
    displayName: staff?.displayName ?? undefined,
    // Only admins can act on what is missing; sales staff are not bothered with it.
    setupWarnings: staff?.role === "admin" ? (setupWarnings ?? []) : [],
    access: roleAccessOf(reply.request),
  };
  return reply
    .code(statusCode)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", CONTENT_SECURITY_POLICY)
    .header("referrer-policy", "same-origin")
    .send(
      `<!doctype html>${renderToStaticMarkup(
        <ConsoleContext.Provider value={context}>{page}</ConsoleContext.Provider>,
      )}`,
    );
}

/** Answers a page of the signed-in staff member's console, which names them in its header. */
export function sendStaffPage<Props extends { staffEmail: string }>(
  reply: FastifyReply,
  Page: ComponentType<Props>,
  props: Omit<Props, "staffEmail">,
  statusCode = 200,
) {
  const page = <Page {...(props as Props)} staffEmail={staffOf(reply.request).email} />;
  return sendPage(reply, page, statusCode);
}

/** A page that says only why there is nothing to show, with the way back to the leads. */
function sendDeadEnd(reply: FastifyReply, title: string, text: string, statusCode: number) {
  return sendPage(
    reply,
    <Layout title={title} staffEmail={reply.request.staff?.email}>
      <p>{text}</p>
      <a href="/admin/leads">{consoleCopy.backToLeads}</a>
    </Layout>,
    statusCode,
  );
}

export const sendNotFound = (reply: FastifyReply) =>
  sendDeadEnd(reply, consoleCopy.notFoundTitle, consoleCopy.notFoundText, 404);

/** A signed-in user opened an area their role does not allow. */
export const sendForbidden = (reply: FastifyReply) =>
  sendDeadEnd(reply, consoleCopy.forbiddenTitle, consoleCopy.forbiddenText, 403);
