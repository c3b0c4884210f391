import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The path holds a visitor's personal data: the request log names the route instead. */
    personalDataInPath?: boolean;
  }
}

const REDACTED_QUERY = "?[redacted]";
const REDACTED_SEGMENT = "[redacted]";

/**
 * What the request log keeps of each request. The privacy erase deletes a visitor's rows but
 * cannot reach the log, so the log holds no personal data a visitor sends in the address: a route
 * marked `personalDataInPath` is logged by its pattern (`/api/checksuspectemail/:email/:ip`), as
 * is any path under it that no route matched; a query string is logged as present, not what it
 * holds; a path segment holding an e-mail address is left out. The method, host and the
 * connecting address stay, as Fastify logs them.
 */
export function createRequestLog() {
  // The start of each marked route's pattern, up to its first parameter, in lower case.
  const personalPrefixes: string[] = [];

  const loggableUrl = (request: FastifyRequest): string => {
    const { url } = request;
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? "" : REDACTED_QUERY;
    const route = request.routeOptions;
    if (route?.config?.personalDataInPath && route.url !== undefined) return route.url + query;
    const lowerPath = path.toLowerCase();
    const prefix = personalPrefixes.find((start) => lowerPath.startsWith(start));
    if (prefix !== undefined) return `${prefix}${REDACTED_SEGMENT}${query}`;
    const segments = path
      .split("/")
      .map((segment) => (holdsEmail(segment) ? REDACTED_SEGMENT : segment));
    return segments.join("/") + query;
  };

  return {
    /** The logger's `req` serializer, in place of Fastify's own. */
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    /** Learns the marked routes as they are added; call before registering any route. */
    watchRoutes(app: FastifyInstance): void {
      app.addHook("onRoute", (route) => {
        if (!route.config?.personalDataInPath) return;
        const parameterStart = route.url.search(/[:*]/);
        const start = parameterStart === -1 ? route.url : route.url.slice(0, parameterStart);
        personalPrefixes.push(start.toLowerCase());
      });
    },
  };
}

function holdsEmail(segment: string): boolean {
  return segment.includes("@") || segment.toLowerCase().includes("%40");
}
