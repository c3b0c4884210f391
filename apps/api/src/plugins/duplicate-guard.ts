import { API_CALLS } from "@site/contracts";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from "fastify";
import { clientIp } from "../client-ip";
import { type Admission, createDuplicateGuard } from "../services/duplicate-guard/duplicate-guard";
import { duplicateKey } from "../services/duplicate-guard/duplicate-key";
import {
  createMemoryDuplicateStore,
  type StoredAnswer,
} from "../services/duplicate-guard/duplicate-store";
import { createRedisDuplicateStore } from "../services/duplicate-guard/redis-duplicate-store";
import { connectRedis } from "./redis-connection";

declare module "fastify" {
  interface FastifyRequest {
    /** Records how a first submission was answered; null once done, or when not guarded. */
    settleDuplicateClaim: ((answer: StoredAnswer | undefined) => void) | null;
    /** A JSON body's text as it arrived, which the duplicate key is made of. */
    jsonBodyText: string | null;
  }
}

export interface DuplicateGuardSettings {
  /** 0 turns the guard off. */
  windowSeconds: number;
  /** Shares the claims between instances; each instance remembers alone without it. */
  redisUrl: string | undefined;
}

// The calls that store a lead or a comment from a JSON body. Likes are left out (each click
// counts), and the resume upload takes a one-time token, so a repeat of it is refused anyway.
const GUARDED_CALLS = [
  API_CALLS.saveFeedback,
  API_CALLS.saveEstimate,
  API_CALLS.saveLead,
  API_CALLS.saveProdLead,
  API_CALLS.supportSave,
  API_CALLS.saveCandidate,
  API_CALLS.savePartner,
  API_CALLS.updateBlogComments,
];
const guardedRoutes = new Set(GUARDED_CALLS.map((call) => `${call.method} ${call.path}`));

const DEFAULT_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Answers a repeat of a save (same call, same IP, same body bytes within the window) with the
 * first one's answer and stores nothing more. Call before registering routes, like the rate limits.
 */
export async function registerDuplicateGuard(
  app: FastifyInstance,
  settings: DuplicateGuardSettings,
): Promise<void> {
  if (settings.windowSeconds === 0) return;
  const store =
    settings.redisUrl === undefined
      ? createMemoryDuplicateStore()
      : createRedisDuplicateStore(
          await connectRedis(app, settings.redisUrl, "duplicate submission store"),
        );
  const guard = createDuplicateGuard({
    store,
    windowMs: settings.windowSeconds * 1000,
    // A store outage must not stop leads: submissions are saved unguarded until it is back.
    onStoreError: (error) => app.log.warn({ err: error }, "duplicate check skipped"),
  });

  // Properties every request is built with are cheaper to set and read than WeakMap entries.
  app.decorateRequest("settleDuplicateClaim", null);
  app.decorateRequest("jsonBodyText", null);

  // Fastify's own JSON parser (same limits, same refusals), keeping the text it parses: hashing
  // that text is far cheaper than rebuilding a canonical text from the parsed body (ADR 010).
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? "error",
    app.initialConfig.onConstructorPoisoning ?? "error",
  );
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    request.jsonBodyText = text;
    parseJson(request, text, done);
  });

  // One admit hook per guarded route, which knows its call: reading `request.routeOptions` on
  // every request would build a fresh object each time. Callback-style, so that with the memory
  // store a first submission goes on without waiting for a promise.
  const admitTo =
    (call: string): preHandlerHookHandler =>
    (request, reply, done) => {
      const proceed = (admission: Admission) => {
        if (admission.kind === "repeat") return replay(request, reply, admission.answer);
        if (admission.kind === "first") request.settleDuplicateClaim = admission.settle;
        done();
      };
      // Guarded calls take JSON; a body that came otherwise goes through unguarded.
      const bodyText = request.jsonBodyText;
      if (bodyText === null) return done();
      const admission = guard.admit(duplicateKey({ call, clientIp: clientIp(request), bodyText }));
      if (admission instanceof Promise) admission.then(proceed, done);
      else proceed(admission);
    };

  // Most answers are alike ("OK" for every lead): the one before is reused when this one is the
  // same, so the thousands of answers the store keeps share one object.
  let lastAnswer: StoredAnswer | undefined;
  function answerOf(statusCode: number, contentType: string, body: string): StoredAnswer {
    if (
      lastAnswer?.body === body &&
      lastAnswer.statusCode === statusCode &&
      lastAnswer.contentType === contentType
    ) {
      return lastAnswer;
    }
    lastAnswer = { statusCode, contentType, body };
    return lastAnswer;
  }

  // Recording the answer is not awaited: a repeat that arrives before the store has it finds the
  // claim still pending and waits for it, and a store error is reported by the guard itself.
  const recordAnswer: onSendHookHandler<unknown> = (request, reply, payload, done) => {
    const settle = request.settleDuplicateClaim;
    if (settle !== null) {
      request.settleDuplicateClaim = null;
      settle(
        typeof payload === "string"
          ? answerOf(
              reply.statusCode,
              String(reply.getHeader("content-type") ?? DEFAULT_CONTENT_TYPE),
              payload,
            )
          : undefined,
      );
    }
    done(null, payload);
  };

  // A request that ends without sending (the client went away) gives its claim back.
  const releaseUnanswered: onResponseHookHandler = (request, _reply, done) => {
    const settle = request.settleDuplicateClaim;
    if (settle !== null) {
      request.settleDuplicateClaim = null;
      settle(undefined);
    }
    done();
  };

  // Only the guarded routes carry the hooks; every other answer pays nothing for the guard. The
  // route's own onSend runs before a scope's compression, so the answer is kept as sent.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const call = methods
      .map((method) => `${method} ${route.url}`)
      .find((candidate) => guardedRoutes.has(candidate));
    if (call === undefined) return;
    route.preHandler = [...asArray(route.preHandler), admitTo(call)];
    route.onSend = [recordAnswer, ...asArray(route.onSend)];
    route.onResponse = [...asArray(route.onResponse), releaseUnanswered];
  });
}

function replay(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer) {
  request.log.info("repeated submission answered without saving it again");
  return reply.code(answer.statusCode).type(answer.contentType).send(answer.body);
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
