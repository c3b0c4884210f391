import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { field } from "../../console/form-body";
import { noticeFlag, typed } from "../../console/route-input";
import { sendPage } from "../../console/views/send-page";
import type { AttemptThrottle, ThrottlePolicy } from "../../infrastructure/attempt-throttle";
import type { Database } from "../../infrastructure/database/schema";
import { rateLimitAddress } from "../../plugins/rate-limit";
import { authCopy } from "./auth-copy";
import { LoginPage } from "./login-page";
import { LOGIN_PATH } from "./require-staff";
import { clearSessionCookie, sessionToken, setSessionCookie } from "./session-cookie";
import { createSession, deleteSession } from "./session-store";
import { NO_STAFF_USER_WARNING } from "./setup-warnings";
import { signIn } from "./sign-in";
import { countStaffUsers } from "./staff-user-repository";

export interface AuthRouteOptions {
  db: Kysely<Database>;
  now: () => Date;
  /** Cookies only over HTTPS (production). */
  secureCookies: boolean;
  /** Sign-in attempt counts per client address and per unknown e-mail address. */
  throttle: AttemptThrottle;
  /** The waits per client address. */
  addressPolicy: ThrottlePolicy;
}

const MAX_CREDENTIAL_LENGTH = 1024;

const loginQuery = z.object({ signedOut: noticeFlag });

/** Sign-in (`GET`/`POST /admin/login`) and sign-out (`POST /admin/logout`). */
export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { db, now, secureCookies, throttle, addressPolicy } = options;
  const publicRoute = { config: { staffAccess: "public" } } as const;

  const loginPage = { ...publicRoute, schema: { querystring: loginQuery } };
  typed(app).get("/login", loginPage, async (request, reply) => {
    const { signedOut } = request.query;
    // A fresh install has no account yet: say so, and how to make one, instead of a dead end.
    const noStaffYet = (await countStaffUsers(db)) === 0;
    return sendPage(
      reply,
      <LoginPage
        notice={signedOut === undefined ? undefined : authCopy.signedOut}
        setupWarning={noStaffYet ? NO_STAFF_USER_WARNING : undefined}
      />,
    );
  });

  app.post("/login", publicRoute, async (request, reply) => {
    const email = field(request.body, "email").trim().slice(0, MAX_CREDENTIAL_LENGTH);
    const password = field(request.body, "password").slice(0, MAX_CREDENTIAL_LENGTH);
    if (email === "" || password === "") {
      return sendPage(reply, <LoginPage email={email} error={authCopy.missing} />, 400);
    }

    const result = await signIn(
      { db, throttle, addressPolicy, now: now(), clientAddress: rateLimitAddress(request) },
      { email, password },
    );
    if (result.outcome === "busy") {
      reply.header("retry-after", "1");
      return sendPage(reply, <LoginPage email={email} error={authCopy.busy} />, 503);
    }
    if (result.outcome === "throttled") {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      request.log.info("staff sign-in throttled");
      reply.header("retry-after", String(seconds));
      return sendPage(reply, <LoginPage email={email} error={authCopy.throttled(seconds)} />, 429);
    }
    if (result.outcome === "refused") {
      request.log.info("staff sign-in refused");
      return sendPage(reply, <LoginPage email={email} error={authCopy.refused} />, 401);
    }
    const token = await createSession(db, result.userId, request.headers["user-agent"], now());
    setSessionCookie(reply, token, secureCookies);
    return reply.redirect("/admin/leads", 303);
  });

  app.post("/logout", async (request, reply) => {
    const token = sessionToken(request, secureCookies);
    if (token !== undefined) await deleteSession(db, token);
    clearSessionCookie(reply, secureCookies);
    return reply.redirect(`${LOGIN_PATH}?signedOut=1`, 303);
  });
}
