import type { FastifyRequest } from "fastify";

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The visitor's address as the server sees it: the connection's peer, or the forwarded client
 * when `TRUST_PROXY` trusts the proxy in front. IPv4 clients of a dual-stack socket show as
 * `::ffff:a.b.c.d`; they are reported in their plain IPv4 form.
 */
export function clientIp(request: FastifyRequest): string {
  const ip = request.ip;
  return IPV4_MAPPED.exec(ip)?.[1] ?? ip;
}
