import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { blogRoutes } from "./blog/blog-routes";
import { candidateRoutes } from "./candidates/candidate-routes";
import type { AppConfig } from "./config";
import { consolePlugin } from "./console/console-plugin";
import { employeeRoutes } from "./employees/employee-routes";
import { registerDatabaseAvailability } from "./infrastructure/database/database-availability";
import type { Database } from "./infrastructure/database/schema";
import { httpTimeouts } from "./infrastructure/http/http-timeouts";
import { taskLogOf } from "./infrastructure/periodic-task";
import { countPageViews } from "./insights/count-page-views";
import { createVisitRecorder } from "./insights/visit-recorder";
import { createVitalsRecorder } from "./insights/vitals-recorder";
import { vitalsRoutes } from "./insights/vitals-routes";
import { emailCheckRoutes } from "./leads/email-check/email-check-routes";
import { estimateRoutes } from "./leads/estimate-routes";
import { leadRoutes } from "./leads/lead-routes";
import { createLeadVolume } from "./leads/lead-volume";
import { createLeadWriter } from "./leads/lead-writer";
import { guardAgainstSuspectEmails } from "./leads/suspect-email-guard";
import { bookingRoutes } from "./meetings/booking/booking-routes";
import { createBookingTokens } from "./meetings/booking/booking-tokens";
import { calendarFeedRoutes } from "./meetings/console/calendar-feed-routes";
import { notificationChannels } from "./notifications/notification-channels";
import { openApiRoutes } from "./openapi/openapi-routes";
import { registerOpenApi } from "./openapi/register-openapi";
import { basicAuthGuard } from "./plugins/basic-auth";
import { errorHandler } from "./plugins/error-handler";
import { registerExpectContinue } from "./plugins/expect-continue";
import { clientErrorHandler, frameworkErrorHandler } from "./plugins/framework-errors";
import { registerRateLimits } from "./plugins/rate-limit";
import { createRequestLog } from "./plugins/request-log";
import { registerSecurityHeaders, securityHeadersFor } from "./plugins/security-headers";
import { guardAgainstSlowBodies } from "./plugins/slow-bodies";
import { healthRoutes } from "./site/health-routes";
import { ipRoutes } from "./site/ip-routes";
import { siteConfigRoutes } from "./site/site-config-routes";
import { staticSite } from "./site/static-site";
import { NO_STAFF_USER_WARNING, notificationWarnings } from "./staff/auth/setup-warnings";
import { countStaffUsers } from "./staff/auth/staff-user-repository";

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  /** The clock of the calls that depend on the day; tests move it on. */
  now?: () => Date;
  /** Where the log goes instead of standard output. */
  logStream?: { write(line: string): void };
}

const JSON_BODY_LIMIT = 1024 * 1024;
// A path parameter may hold a whole e-mail address (254 characters), percent-encoded.
const MAX_PARAM_LENGTH = 3 * 254;

/**
 * Fastify 5.12 ignores a bare hop count (it trusts nothing), so a count becomes the classic rule:
 * trust the nearest `hops` proxies, whoever they are. Only safe when the server cannot be
 * reached except through them; a list of proxy addresses is the stricter choice.
 */
function toFastifyTrustProxy(trustProxy: AppConfig["trustProxy"]) {
  if (typeof trustProxy !== "number") return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}

/**
 * The whole server as one Fastify instance, not yet listening: security headers, error handling,
 * the API under `/api` (behind basic auth except `GET /api/ip`), health and run-time config, and
 * finally the static site, which answers every path nothing else claimed.
 */
export async function buildApp({
  config,
  db,
  now,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const securityHeaders = { production: config.nodeEnv === "production" };
  const headersFor = securityHeadersFor(securityHeaders);
  const requestLog = createRequestLog();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: requestLog.serializers,
      ...(logStream && { stream: logStream }),
    },
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    ...httpTimeouts(config),
    // What Fastify and Node would otherwise answer themselves, in their words and without headers.
    frameworkErrors: frameworkErrorHandler(headersFor),
    clientErrorHandler: clientErrorHandler(headersFor),
  });
  requestLog.watchRoutes(app);

  await registerSecurityHeaders(app, securityHeaders);
  // Before the error handler and the health check, which report the database's outages to it.
  registerDatabaseAvailability(app, db);
  app.setErrorHandler(errorHandler);
  registerExpectContinue(app);
  guardAgainstSlowBodies(app, config);
  const rateCounter = await registerRateLimits(app, {
    writesPerMinute: config.rateLimitWritesPerMin,
    redisUrl: config.redisUrl,
    ...(now === undefined ? {} : { now: () => now().getTime() }),
  });
  const leadVolume = createLeadVolume(rateCounter, (error) =>
    app.log.warn({ err: error }, "hourly lead count skipped"),
  );

  // Every lead is saved through this one writer; closing the app lets saves in flight commit
  // before the caller destroys the database. It refuses an address the e-mail check flags.
  // A save that commits also tells the availability record the disk has space again.
  const leadWriter = createLeadWriter({
    db,
    channels: notificationChannels(config),
    committed: () => app.databaseAvailability.wrote(),
  });
  app.decorate(
    "leadWriter",
    guardAgainstSuspectEmails(leadWriter, {
      db,
      volume: leadVolume,
      maxPerHour: config.suspectMaxPerHour,
    }),
  );
  app.addHook("onClose", () => app.leadWriter.close());
  // The thank-you screens' booking links, signed on the app's clock.
  const bookingTokens = createBookingTokens(db, now);

  // Before any route: it collects them as they are added.
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      await api.register(ipRoutes);
      await api.register(openApiRoutes);
      await api.register(async (guarded) => {
        // Every route registered in this scope needs the shared credentials.
        guarded.addHook(
          "onRequest",
          basicAuthGuard({ user: config.apiBasicUser, password: config.apiBasicPassword }),
        );
        // An article or a list page is several KB of JSON, so it goes compressed; the lead calls
        // answer a few bytes and stay without the extra hook. Request bodies stay as sent.
        await guarded.register(async (blog) => {
          await blog.register(compress, { globalDecompression: false });
          await blog.register(blogRoutes, { db, now });
        });
        await guarded.register(employeeRoutes, { db });
        await guarded.register(candidateRoutes, { db });
        await guarded.register(leadRoutes, { bookingTokens });
        await guarded.register(estimateRoutes, { bookingTokens });
        await guarded.register(bookingRoutes, {
          db,
          config,
          tokens: bookingTokens,
          channels: notificationChannels(config),
          emailCheck: { volume: leadVolume, maxPerHour: config.suspectMaxPerHour },
          ...(now === undefined ? {} : { now }),
        });
        await guarded.register(emailCheckRoutes, {
          db,
          volume: leadVolume,
          suspectMaxPerHour: config.suspectMaxPerHour,
        });
        guarded.all("/*", async (_request, reply) =>
          reply.code(404).send({ message: "Not found" }),
        );
      });
    },
    { prefix: "/api" },
  );

  // The staff console: its own sessions and forms; the API's credentials open nothing here.
  await app.register(consolePlugin, {
    prefix: "/admin",
    db,
    dialect: config.database.dialect,
    secureCookies: config.nodeEnv === "production",
    redisUrl: config.redisUrl,
    signInAttemptsPerAddress: config.signInAttemptsPerAddress,
    firmTimeZone: config.firmTimeZone,
    setupWarnings: notificationWarnings(config),
    publicBaseUrl: config.publicBaseUrl,
    waitingWorkingHours: config.escalationWorkingHours,
    quoteValidDays: config.quoteValidDays,
    ...(now === undefined ? {} : { now }),
  });

  // Tell the operator at start what is missing, rather than leave a sign-in page with no account
  // behind it or leads nobody hears of.
  app.addHook("onReady", async () => {
    // A database that does not answer yet is the health check's to report, not a reason to stop.
    const staffUsers = await countStaffUsers(db).catch((error: unknown) => {
      app.log.warn({ err: error }, "could not count staff users at start");
      return undefined;
    });
    if (staffUsers === 0) app.log.warn(NO_STAFF_USER_WARNING);
    for (const warning of notificationWarnings(config)) app.log.warn(warning);
  });

  // Page views for the console's insights, written in batches; closing the app writes the rest.
  const taskLog = taskLogOf(app);
  const visits = config.countVisits
    ? createVisitRecorder({ db, timeZone: config.firmTimeZone, log: taskLog, ...(now && { now }) })
    : undefined;
  if (visits) app.addHook("onClose", () => visits.close());
  // Real visitors' page speed, under the same switch as the visit counter.
  const vitals = config.countVisits
    ? createVitalsRecorder({ db, timeZone: config.firmTimeZone, log: taskLog, ...(now && { now }) })
    : undefined;
  if (vitals) app.addHook("onClose", () => vitals.close());
  await app.register(vitalsRoutes, { recorder: vitals, webRoot: config.webRoot });

  // Staff members' private calendar feeds: public paths, each opened by its secret token alone.
  await app.register(calendarFeedRoutes, {
    db,
    publicBaseUrl: config.publicBaseUrl,
    ...(now === undefined ? {} : { now }),
  });

  await app.register(healthRoutes, { db });
  await app.register(siteConfigRoutes, { config });
  await app.register(staticSite, {
    webRoot: config.webRoot,
    connectUrls: [config.ipLookupUrl],
    db,
    publicBaseUrl: config.publicBaseUrl,
    ...(visits && { onPageServed: countPageViews(visits, config.publicBaseUrl) }),
  });
  return app;
}
