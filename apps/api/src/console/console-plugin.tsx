import { createHash } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { blogAdminRoutes } from "../blog/console/blog-admin-routes";
import { correspondenceConsoleRoutes } from "../correspondence/correspondence-console-routes";
import { dealsConsoleRoutes } from "../deals/deals-console-routes";
import { employeeAdminRoutes } from "../employees/console/employee-admin-routes";
import {
  createMemoryAttemptThrottle,
  createRedisAttemptThrottle,
  withLocalFallback,
} from "../infrastructure/attempt-throttle";
import type { DialectName } from "../infrastructure/database/database-url";
import type { Database } from "../infrastructure/database/schema";
import { connectRedis } from "../infrastructure/redis-connection";
import { insightsRoutes } from "../insights/insights-routes";
import { assignmentRoutes } from "../leads/assignment/assignment-routes";
import { blocklistRoutes } from "../leads/blocklist/blocklist-routes";
import { boardRoutes } from "../leads/board/board-routes";
import { bulkRoutes } from "../leads/bulk/bulk-routes";
import { entryRoutes } from "../leads/entry/entry-routes";
import { exportRoutes } from "../leads/export/export-routes";
import { followUpRoutes } from "../leads/follow-up/follow-up-routes";
import { inboxRoutes } from "../leads/inbox/inbox-routes";
import { leadDetailRoutes } from "../leads/inbox/lead-detail-routes";
import { savedViewRoutes } from "../leads/saved-views/saved-view-routes";
import { meetingsConsoleRoutes } from "../meetings/console/meetings-console-routes";
import { peopleRoutes } from "../people/people-routes";
import { privacyRoutes } from "../privacy/console/privacy-routes";
import { staffAccountRoutes } from "../staff/accounts/staff-account-routes";
import { authRoutes } from "../staff/auth/auth-routes";
import { requireStaff } from "../staff/auth/require-staff";
import { addressThrottle, DEFAULT_ADDRESS_FREE_ATTEMPTS } from "../staff/auth/sign-in";
import { loadRoleAccess } from "../staff/roles/role-access";
import { roleSettingsRoutes } from "../staff/roles/role-settings-routes";
import { tasksConsoleRoutes } from "../tasks/tasks-console-routes";
import { acceptFormBodies } from "./form-body";
import { readConsoleInput } from "./route-input";
import { requireSameOrigin } from "./same-origin";
import { ADMIN_STYLESHEET, ADMIN_STYLESHEET_ETAG } from "./views/admin-stylesheet";
import { BRAND_FONT_URL, loadBrandFont } from "./views/brand-font";
import { sendNotFound } from "./views/send-page";
import "../staff/auth/staff-request";

export interface ConsoleOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Cookies only over HTTPS (production). */
  secureCookies: boolean;
  /** Shares the sign-in attempt counts between server instances; each counts alone without it. */
  redisUrl?: string | undefined;
  /** Sign-in attempts from one client address before each further one has to wait. */
  signInAttemptsPerAddress?: number;
  /** The firm's IANA time zone, in which the console shows every time. */
  firmTimeZone?: string;
  /** What the operator has not set up yet; admins see it on every page. */
  setupWarnings?: readonly string[];
  /** Where the site is reached: a lead referred from it came from within the site. */
  publicBaseUrl?: string;
  /** Working hours after which an untouched lead counts as waiting (ESCALATION_WORKING_HOURS). */
  waitingWorkingHours?: number;
  /** Days a quotation stays valid (QUOTE_VALID_DAYS). */
  quoteValidDays?: number;
  /** The clock for sessions and lock-outs; tests move it. */
  now?: () => Date;
}

/**
 * The staff console under `/admin`: server-rendered pages and plain forms, no client script.
 * Every route needs a staff session except sign-in, the stylesheet and its typeface, and every
 * state-changing request must come from a console page (same-origin check).
 */
export async function consolePlugin(app: FastifyInstance, options: ConsoleOptions) {
  const {
    db,
    dialect,
    secureCookies,
    redisUrl,
    signInAttemptsPerAddress = DEFAULT_ADDRESS_FREE_ATTEMPTS,
    firmTimeZone = "Asia/Kolkata",
    setupWarnings = [],
    publicBaseUrl = "http://localhost:3000",
    now = () => new Date(),
  } = options;
  const countLocally = () => createMemoryAttemptThrottle({ now: () => now().getTime() });
  const throttle =
    redisUrl === undefined
      ? countLocally()
      : withLocalFallback(
          createRedisAttemptThrottle(await connectRedis(app, redisUrl, "sign-in throttle store")),
          countLocally(),
          (error) =>
            app.log.warn({ err: error }, "sign-in throttle store failed; counting locally"),
        );

  await app.register(cookie);
  await acceptFormBodies(app);
  readConsoleInput(app);
  app.decorateRequest("staff", null);
  app.decorateRequest("setupWarnings", null);
  app.addHook("onRequest", async (request) => {
    request.setupWarnings = setupWarnings;
  });
  app.addHook("onRequest", requireSameOrigin);
  app.addHook("onRequest", requireStaff(db, now, secureCookies));
  app.decorateRequest("roleAccess", null);
  app.addHook("preHandler", loadRoleAccess(db));

  app.get("/assets/admin.css", { config: { staffAccess: "public" } }, async (request, reply) => {
    reply.header("etag", ADMIN_STYLESHEET_ETAG).header("cache-control", "no-cache");
    if (request.headers["if-none-match"] === ADMIN_STYLESHEET_ETAG) return reply.code(304).send();
    return reply.type("text/css; charset=utf-8").send(ADMIN_STYLESHEET);
  });

  // The brand typeface, public like the stylesheet since the sign-in page uses it. Its URL never
  // changes while the package holds the same face, so browsers keep it for a year.
  const brandFont = await loadBrandFont();
  if (brandFont === undefined) {
    app.log.warn("brand typeface not installed; the staff console falls back to system fonts");
  } else {
    const fontEtag = `"${createHash("sha256").update(brandFont).digest("base64url").slice(0, 16)}"`;
    app.get(
      BRAND_FONT_URL.slice("/admin".length),
      { config: { staffAccess: "public" } },
      async (request, reply) => {
        reply.header("etag", fontEtag).header("cache-control", "public, max-age=31536000");
        if (request.headers["if-none-match"] === fontEtag) return reply.code(304).send();
        return reply.type("font/woff2").send(brandFont);
      },
    );
  }

  app.get("/", async (_request, reply) => reply.redirect("/admin/leads", 303));

  await app.register(authRoutes, {
    db,
    now,
    secureCookies,
    throttle,
    addressPolicy: addressThrottle(signInAttemptsPerAddress),
  });
  await app.register(inboxRoutes, { db, dialect, firmTimeZone, now });
  await app.register(bulkRoutes, { db, firmTimeZone, now });
  await app.register(savedViewRoutes, { db, now });
  await app.register(boardRoutes, { db, dialect, firmTimeZone, now });
  await app.register(entryRoutes, { db, now });
  await app.register(leadDetailRoutes, { db, firmTimeZone, now });
  await app.register(peopleRoutes, { db, firmTimeZone, now });
  await app.register(exportRoutes, { db, dialect, firmTimeZone, now });
  await app.register(insightsRoutes, { db, firmTimeZone, publicBaseUrl, now });
  await app.register(blogAdminRoutes, { db, now });
  await app.register(employeeAdminRoutes, { db });
  await app.register(blocklistRoutes, { db });
  await app.register(privacyRoutes, { db, now });
  await app.register(assignmentRoutes, { db, now });
  await app.register(followUpRoutes, { db, firmTimeZone, now });
  await app.register(staffAccountRoutes, { db, now, firmTimeZone });
  await app.register(roleSettingsRoutes, { db, now });
  await app.register(meetingsConsoleRoutes, { db, firmTimeZone, publicBaseUrl, now });
  await app.register(tasksConsoleRoutes, {
    db,
    firmTimeZone,
    now,
    ...(options.waitingWorkingHours === undefined
      ? {}
      : { waitingWorkingHours: options.waitingWorkingHours }),
  });

  await app.register(dealsConsoleRoutes, { db, firmTimeZone, now });

  const quoteValidDays = options.quoteValidDays ?? 30;
  await app.register(correspondenceConsoleRoutes, { db, firmTimeZone, now, quoteValidDays });

  app.all("/*", async (_request, reply) => sendNotFound(reply));
}
