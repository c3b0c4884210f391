import type { FastifyReply, FastifyRequest } from "fastify";
import { clientIp } from "../infrastructure/http/client-ip";
import { hostOf, pageViewOf } from "./page-view";
import type { VisitRecorder } from "./visit-recorder";

/**
 * An onResponse hook for the public site: each page view a person made is handed to the recorder
 * once the page has gone out, so counting never delays it. No cookie is read or set.
 */
export function countPageViews(recorder: VisitRecorder, publicBaseUrl: string) {
  const publicHost = hostOf(publicBaseUrl);
  // Nearly every request names the same host: its parsed form is kept.
  let lastHost: { header: string; hosts: ReadonlySet<string> } | undefined;
  const siteHostsFor = (header: string) => {
    if (lastHost?.header !== header) {
      const requestHost = hostOf(`http://${header}`);
      const hosts = [publicHost, requestHost].filter((host) => host !== undefined);
      lastHost = { header, hosts: new Set(hosts) };
    }
    return lastHost.hosts;
  };
  return async function countPageView(request: FastifyRequest, reply: FastifyReply) {
    const siteHosts = siteHostsFor(request.headers.host ?? "");
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
