import type { FastifyInstance } from "fastify";
import { HttpError } from "../infrastructure/http/http-error";
import { parseInput } from "../infrastructure/http/parse-input";
import { isBotAgent, isPrefetch } from "./page-view";
import { builtPages, pageFamilyOf, vitalsPageOf } from "./vitals-pages";
import {
  deviceClassOf,
  MAX_VITALS_BODY,
  type VitalsPayload,
  vitalsPayloadSchema,
} from "./vitals-payload";
import type { VitalsRecorder } from "./vitals-recorder";

export interface VitalsRouteOptions {
  /** Undefined when VISIT_COUNTING=off: the pages get no beacon script and nothing is stored. */
  recorder: VitalsRecorder | undefined;
  webRoot: string;
}

/** The page loads it once it is ready (apps/web, features/web-vitals); built beside the pages. */
export const VITALS_SCRIPT_PATH = "/vitals.js";
const MAX_USER_AGENT = 512;

/**
 * `POST /api/vitals`: one page view's Web Vitals, sent by the page with `navigator.sendBeacon`
 * as it is hidden. Public like the pages (a beacon carries no credentials), rate-limited per
 * address, bounded and validated; answers 204 whether it stored the sample or not (a bot, a
 * prefetch, a page the site does not have), 400 for a body that is not one. No cookie is read or
 * set and nothing that names the visitor is kept. With counting off, `/vitals.js` is not found,
 * so pages measure nothing, and a beacon from a page loaded before is dropped.
 */
export async function vitalsRoutes(app: FastifyInstance, options: VitalsRouteOptions) {
  const { recorder } = options;
  const pages = recorder === undefined ? new Set<string>() : await builtPages(options.webRoot);

  if (recorder === undefined) {
    app.get(VITALS_SCRIPT_PATH, async (_request, reply) =>
      reply.code(404).header("cache-control", "no-cache").send({ message: "Not found" }),
    );
  }

  // sendBeacon sends a string as text/plain, which needs no preflight; JSON is read either way.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    "text/plain",
    { parseAs: "string", bodyLimit: MAX_VITALS_BODY },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new HttpError(400, "Request body is not valid JSON"), undefined);
      }
    },
  );

  app.post(
    "/api/vitals",
    { bodyLimit: MAX_VITALS_BODY, config: { rateLimitBudget: "beacon" } },
    async (request, reply) => {
      const payload: VitalsPayload = parseInput(vitalsPayloadSchema, request.body);
      reply.header("cache-control", "no-store");
      const userAgent = request.headers["user-agent"]?.slice(0, MAX_USER_AGENT) ?? "";
      const page = vitalsPageOf(payload.path, pages);
      if (
        recorder !== undefined &&
        page !== undefined &&
        userAgent !== "" &&
        !isBotAgent(userAgent) &&
        !isPrefetch(request.headers)
      ) {
        recorder.record({
          page,
          family: pageFamilyOf(page),
          device: deviceClassOf(payload.width),
          metrics: rounded(payload.metrics),
        });
      }
      return reply.code(204).send();
    },
  );
}

/** Whole milliseconds, and the layout shift score to four decimals: finer is noise. */
function rounded(metrics: VitalsPayload["metrics"]): VitalsPayload["metrics"] {
  const out: VitalsPayload["metrics"] = {};
  for (const [name, value] of Object.entries(metrics) as [keyof typeof metrics, number][]) {
    out[name] = name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  }
  return out;
}
