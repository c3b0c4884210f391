import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { type DatabaseSettings, parseDatabaseUrl } from "./infrastructure/database/database-url";

const DEV_BASIC_PASSWORD = "site-dev-password";
const MIN_ADMIN_PASSWORD_LENGTH = 12;
// Two years: long enough for a sales cycle and a hiring round, short enough not to hoard data.
const DEFAULT_RETENTION_DAYS = 730;
const MAX_RETENTION_DAYS = 36_500;
// The longest a request may take to arrive. A 5 MB resume from a phone on EDGE (about 70 kbit/s
// up) takes about ten minutes; a client dripping bytes to hold a connection is cut then.
const DEFAULT_REQUEST_TIMEOUT_SECONDS = 600;
// Headers are a few hundred bytes in one packet; 30 s covers a phone's radio waking up and a few
// retransmissions, and closes slowloris connections that never finish their headers.
const DEFAULT_HEADERS_TIMEOUT_SECONDS = 30;
// After a grace period, a body must keep arriving at this rate (as Apache's mod_reqtimeout asks):
// a phone on EDGE sends about 8 KB/s, a client dripping bytes to hold a socket far less.
const DEFAULT_BODY_GRACE_SECONDS = 20;
const DEFAULT_BODY_MIN_BYTES_PER_SECOND = 500;
// Uploads (resumes, lead imports) one client address may send at once.
const DEFAULT_UPLOADS_PER_ADDRESS = 4;

// `src/config.ts` and the bundled `dist/server.js` sit at the same depth, so one relative path fits both.
const DEFAULT_WEB_ROOT = fileURLToPath(new URL("../../web/build/client", import.meta.url));

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

// Named ranges understood by Fastify's trustProxy (proxy-addr) besides addresses and CIDRs.
const proxyAddress = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(["loopback", "linklocal", "uniquelocal"]),
]);

const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.some((entry) => !proxyAddress.safeParse(entry).success)) {
    ctx.addIssue({
      code: "custom",
      message: "must be true, false, a hop count, or a comma-separated list of IP addresses/CIDRs",
    });
    return z.NEVER;
  }
  return entries;
});

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` });

const urlWithProtocol = (protocols: RegExp, description: string) =>
  z.url({ protocol: protocols, error: `must be a ${description} URL` });

const emailList = z
  .string()
  .transform((value) => value.split(",").map((entry) => entry.trim()))
  .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" })));

const LEAD_KINDS = [
  "contact",
  "estimate",
  "checklist",
  "product_demo",
  "ai_support",
  "partner",
  "candidate",
] as const;
const MAX_ROUTES_LENGTH = 4000;

/** `kind=address[,address];kind=address`: who is e-mailed about leads of a kind. */
const notifyRoutes = z.string().transform((value, ctx): Partial<Record<string, string[]>> => {
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (value.length > MAX_ROUTES_LENGTH)
    return fail(`must be at most ${MAX_ROUTES_LENGTH} characters`);
  const routes: Partial<Record<string, string[]>> = {};
  for (const entry of value
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const equals = entry.indexOf("=");
    const kind = entry.slice(0, equals).trim();
    const addresses = entry
      .slice(equals + 1)
      .split(",")
      .map((address) => address.trim());
    if (equals < 0 || !(LEAD_KINDS as readonly string[]).includes(kind)) {
      return fail(
        `must be kind=address pairs separated by ";", the kind one of ${LEAD_KINDS.join(", ")}`,
      );
    }
    if (addresses.some((address) => !z.email().safeParse(address).success)) {
      return fail(
        `has an entry for ${kind} that is not a comma-separated list of e-mail addresses`,
      );
    }
    routes[kind] = addresses;
  }
  return routes;
});

const createEnvSchema = (cwd: string) =>
  z.object({
    NODE_ENV: z
      .enum(["development", "production", "test"], {
        error: "must be development, production or test",
      })
      .default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: wholeNumber(0, 65535).default(3000),
    DATABASE_URL: z
      .string()
      .default("sqlite:./data/site.db")
      .transform((url, ctx) => {
        const settings = parseDatabaseUrl(url, cwd);
        if (settings === undefined) {
          ctx.addIssue({
            code: "custom",
            message:
              "must be sqlite:<file path> or a postgres:// / postgresql:// connection string",
          });
          return z.NEVER;
        }
        return settings;
      }),
    API_BASIC_USER: z
      .string()
      .refine((user) => !user.includes(":"), { error: "must not contain a colon" })
      .default("site"),
    API_BASIC_PASSWORD: z.string().default(DEV_BASIC_PASSWORD),
    ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    ADMIN_PASSWORD: z.string().optional(),
    SMTP_URL: urlWithProtocol(/^smtps?$/, "smtp:// or smtps://").optional(),
    LEAD_NOTIFY_TO: emailList.optional(),
    WEBHOOK_URL: urlWithProtocol(/^https?$/, "http:// or https://").optional(),
    WEBHOOK_SECRET: z.string().optional(),
    SLACK_WEBHOOK_URL: urlWithProtocol(/^https?$/, "http:// or https://").optional(),
    TEAMS_WEBHOOK_URL: urlWithProtocol(/^https?$/, "http:// or https://").optional(),
    GOOGLE_CHAT_WEBHOOK_URL: urlWithProtocol(/^https?$/, "http:// or https://").optional(),
    LEAD_NOTIFY_ROUTES: notifyRoutes.optional(),
    PUBLIC_BASE_URL: urlWithProtocol(/^https?$/, "http:// or https://")
      .transform((url) => url.replace(/\/+$/, ""))
      .default("http://localhost:3000"),
    IP_LOOKUP_URL: z
      .string()
      .refine((url) => url.startsWith("/") || /^https?:\/\//.test(url), {
        error: "must be a path starting with / or an http(s) URL",
      })
      .default("/api/ip"),
    TRUST_PROXY: trustProxy.default(false),
    REDIS_URL: urlWithProtocol(/^rediss?$/, "redis:// or rediss://").optional(),
    // Up to ten million: a load test sends every lead from one address.
    RATE_LIMIT_WRITES_PER_MIN: wholeNumber(1, 10_000_000).default(30),
    SUSPECT_MAX_PER_HOUR: wholeNumber(1, 10_000_000).default(5),
    SIGN_IN_ATTEMPTS_PER_ADDRESS: wholeNumber(1, 1_000_000).default(20),
    RETENTION_DAYS: wholeNumber(0, MAX_RETENTION_DAYS).default(DEFAULT_RETENTION_DAYS),
    VISIT_COUNTING: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
    REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600).default(DEFAULT_REQUEST_TIMEOUT_SECONDS),
    HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 600).default(DEFAULT_HEADERS_TIMEOUT_SECONDS),
    BODY_GRACE_SECONDS: wholeNumber(1, 3600).default(DEFAULT_BODY_GRACE_SECONDS),
    BODY_MIN_BYTES_PER_SECOND: wholeNumber(0, 10_000_000).default(
      DEFAULT_BODY_MIN_BYTES_PER_SECOND,
    ),
    UPLOADS_PER_ADDRESS: wholeNumber(1, 10_000).default(DEFAULT_UPLOADS_PER_ADDRESS),
    FIRM_TIME_ZONE: z
      .string()
      .refine(isTimeZone, { error: "must be an IANA time zone such as Asia/Kolkata" })
      .default("Asia/Kolkata"),
    DIGEST_HOUR: wholeNumber(0, 23).default(9),
    MEETING_LOCATION: z
      .string()
      .max(200, { error: "must be at most 200 characters" })
      .default("Video call: the link follows in this invitation"),
    ESCALATION_WORKING_HOURS: wholeNumber(1, 500).default(4),
    QUOTE_VALID_DAYS: wholeNumber(1, 365).default(30),
    WEB_ROOT: z
      .string()
      .optional()
      .transform((path) => (path === undefined ? DEFAULT_WEB_ROOT : resolve(cwd, path))),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
      .default("info"),
  });

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Variables that only make sense together. */
function pairingIssues(env: Record<string, string | undefined>): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (env.WEBHOOK_URL !== undefined && env.WEBHOOK_SECRET === undefined) {
    issues.push({ variable: "WEBHOOK_SECRET", message: "must be set when WEBHOOK_URL is set" });
  }
  // Kinds without a route go to LEAD_NOTIFY_TO, so there must be one.
  if (env.LEAD_NOTIFY_ROUTES !== undefined && env.LEAD_NOTIFY_TO === undefined) {
    issues.push({
      variable: "LEAD_NOTIFY_TO",
      message: "must be set when LEAD_NOTIFY_ROUTES is set",
    });
  }
  // Node refuses to start a server whose header time is longer than its request time.
  const headers = Number(env.HEADERS_TIMEOUT_SECONDS ?? DEFAULT_HEADERS_TIMEOUT_SECONDS);
  const request = Number(env.REQUEST_TIMEOUT_SECONDS ?? DEFAULT_REQUEST_TIMEOUT_SECONDS);
  if (headers > request) {
    issues.push({
      variable: "HEADERS_TIMEOUT_SECONDS",
      message: "must not be longer than REQUEST_TIMEOUT_SECONDS",
    });
  }
  return issues;
}

/** Development secrets that must never reach production; checked even when other values are bad. */
function productionIssues(env: Record<string, string | undefined>): ConfigIssue[] {
  if (env.NODE_ENV !== "production") return [];
  const issues: ConfigIssue[] = [];
  if ((env.API_BASIC_PASSWORD ?? DEV_BASIC_PASSWORD) === DEV_BASIC_PASSWORD) {
    issues.push({
      variable: "API_BASIC_PASSWORD",
      message: "must be set to a value other than the development default in production",
    });
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < MIN_ADMIN_PASSWORD_LENGTH) {
    issues.push({
      variable: "ADMIN_PASSWORD",
      message: `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters in production`,
    });
  }
  return issues;
}

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  database: DatabaseSettings;
  apiBasicUser: string;
  apiBasicPassword: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  /** Recipients of lead notifications; empty when none are configured. */
  leadNotifyTo: string[];
  webhookUrl: string | undefined;
  /** Signs each webhook body (HMAC-SHA256); always set when webhookUrl is. */
  webhookSecret: string | undefined;
  /** Incoming-webhook addresses of the chat tools told about each new lead. */
  slackWebhookUrl: string | undefined;
  teamsWebhookUrl: string | undefined;
  googleChatWebhookUrl: string | undefined;
  /** Recipients per lead kind instead of leadNotifyTo (LEAD_NOTIFY_ROUTES). */
  leadNotifyRoutes: Partial<Record<string, string[]>>;
  /** Where the site is reached, without a trailing slash; links in notifications start with it. */
  publicBaseUrl: string;
  ipLookupUrl: string;
  /** Which proxies may set X-Forwarded-For: all, none, the nearest N hops, or these addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  redisUrl: string | undefined;
  rateLimitWritesPerMin: number;
  suspectMaxPerHour: number;
  /** Staff sign-in attempts from one client address before each further one has to wait. */
  signInAttemptsPerAddress: number;
  /** Leads, candidates and resumes older than this many days are deleted; 0 keeps them forever. */
  retentionDays: number;
  /** Whether the server counts page views for the console's insights (no cookie, no address kept). */
  countVisits: boolean;
  /** Seconds a request may take to arrive, headers and body; a slower one is answered 408. */
  requestTimeoutSeconds: number;
  /** Seconds a request's headers may take to arrive. */
  headersTimeoutSeconds: number;
  /** Seconds a body may take before it must arrive at `bodyMinBytesPerSecond`. */
  bodyGraceSeconds: number;
  /** The slowest a body may arrive after the grace period; 0 turns the check off. */
  bodyMinBytesPerSecond: number;
  /** Uploads one client address may send at once; one more is answered 429. */
  uploadsPerAddress: number;
  /** The firm's IANA time zone: the console shows every time in it. */
  firmTimeZone: string;
  /** The hour (0-23, firm's clock) each owner's digest of new and overdue leads is sent. */
  digestHour: number;
  /** Working hours (Mon-Sat 09:00-18:00, firm's clock) a lead may wait untouched before admins are told. */
  escalationWorkingHours: number;
  /** Where booked calls take place, as invitations and the booking page name it. */
  meetingLocation: string;
  /** Days a quotation stays valid, counted on the firm's clock from the day it is made. */
  quoteValidDays: number;
  /** Absolute path of the prerendered site. */
  webRoot: string;
  logLevel: LogLevel;
}

export interface ConfigIssue {
  variable: string;
  message: string;
}

/** Every invalid environment variable at once, so one restart fixes them all. */
export class ConfigError extends Error {
  readonly issues: ConfigIssue[];

  constructor(issues: ConfigIssue[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  - ${issue.variable}: ${issue.message}`).join("\n")}`,
    );
    this.name = "ConfigError";
    this.issues = issues;
  }
}

/**
 * Parses the environment into the server's configuration; throws a ConfigError naming each bad
 * variable. Empty values count as unset. Relative paths resolve against `cwd`.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = createEnvSchema(cwd).safeParse(present);
  const issues = [
    ...(result.error?.issues.map((issue) => ({
      variable: String(issue.path[0] ?? "environment"),
      message: issue.message,
    })) ?? []),
    ...pairingIssues(present),
    ...productionIssues(present),
  ];
  if (!result.success || issues.length > 0) throw new ConfigError(issues);

  const vars = result.data;
  return {
    nodeEnv: vars.NODE_ENV,
    host: vars.HOST,
    port: vars.PORT,
    database: vars.DATABASE_URL,
    apiBasicUser: vars.API_BASIC_USER,
    apiBasicPassword: vars.API_BASIC_PASSWORD,
    adminEmail: vars.ADMIN_EMAIL,
    adminPassword: vars.ADMIN_PASSWORD,
    smtpUrl: vars.SMTP_URL,
    leadNotifyTo: vars.LEAD_NOTIFY_TO ?? [],
    webhookUrl: vars.WEBHOOK_URL,
    webhookSecret: vars.WEBHOOK_SECRET,
    slackWebhookUrl: vars.SLACK_WEBHOOK_URL,
    teamsWebhookUrl: vars.TEAMS_WEBHOOK_URL,
    googleChatWebhookUrl: vars.GOOGLE_CHAT_WEBHOOK_URL,
    leadNotifyRoutes: vars.LEAD_NOTIFY_ROUTES ?? {},
    publicBaseUrl: vars.PUBLIC_BASE_URL,
    ipLookupUrl: vars.IP_LOOKUP_URL,
    trustProxy: vars.TRUST_PROXY,
    redisUrl: vars.REDIS_URL,
    rateLimitWritesPerMin: vars.RATE_LIMIT_WRITES_PER_MIN,
    suspectMaxPerHour: vars.SUSPECT_MAX_PER_HOUR,
    signInAttemptsPerAddress: vars.SIGN_IN_ATTEMPTS_PER_ADDRESS,
    retentionDays: vars.RETENTION_DAYS,
    countVisits: vars.VISIT_COUNTING === "on",
    requestTimeoutSeconds: vars.REQUEST_TIMEOUT_SECONDS,
    headersTimeoutSeconds: vars.HEADERS_TIMEOUT_SECONDS,
    bodyGraceSeconds: vars.BODY_GRACE_SECONDS,
    bodyMinBytesPerSecond: vars.BODY_MIN_BYTES_PER_SECOND,
    uploadsPerAddress: vars.UPLOADS_PER_ADDRESS,
    firmTimeZone: vars.FIRM_TIME_ZONE,
    digestHour: vars.DIGEST_HOUR,
    escalationWorkingHours: vars.ESCALATION_WORKING_HOURS,
    meetingLocation: vars.MEETING_LOCATION,
    quoteValidDays: vars.QUOTE_VALID_DAYS,
    webRoot: vars.WEB_ROOT,
    logLevel: vars.LOG_LEVEL,
  };
}
