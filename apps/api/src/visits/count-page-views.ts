import type { FastifyReply, FastifyRequest } from "fastify";
import { clientIp } from "../client-ip";
import { hostOf, pageViewOf } from "./page-view";
import type { VisitRecorder } from "./visit-recorder";

/**
 * An onResponse hook for the public site: each page view a person made is handed to the recorder
 * once the page has gone out, so counting never delays it. No cookie is read or set.
 */
export function countPageViews(recorder: VisitRecorder, publicBaseUrl: string) {
  const publicHost = hostOf(publicBaseUrl);
  return async function countPageView(request: FastifyRequest, reply: FastifyReply) {
    const requestHost = hostOf(`http://${request.headers.host ?? ""}`);
    const siteHosts = new Set([publicHost, requestHost].filter((host) => host !== undefined));
    const contentType = reply.getHeader("content-type");
    const view = pageViewOf(
      {
        method: request.method,
        url: request.url,
        headers: request.headers,
        ip: clientIp(request),
        statusCode: reply.statusCode,
        contentType: typeof contentType === "string" ? contentType : undefined,
      },
      siteHosts,
    );
    if (view !== undefined) recorder.record(view);
  };
}
