import { isAbsolute, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const CWD = "/srv/site";

function issuesOf(env: Record<string, string>): Record<string, string> {
  try {
    loadConfig(env, CWD);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return Object.fromEntries(error.issues.map((issue) => [issue.variable, issue.message]));
  }
  throw new Error("expected the configuration to be rejected");
}

describe("loadConfig", () => {
  it("starts with development defaults when nothing is set", () => {
    const config = loadConfig({}, CWD);
    expect(config).toMatchObject({
      nodeEnv: "development",
      host: "0.0.0.0",
      port: 3000,
      database: { dialect: "sqlite", filename: join(CWD, "data/site.db") },
      apiBasicUser: "site",
      apiBasicPassword: "site-dev-password",
      adminEmail: undefined,
      adminPassword: undefined,
      smtpUrl: undefined,
      leadNotifyTo: [],
      webhookUrl: undefined,
      webhookSecret: undefined,
      publicBaseUrl: "http://localhost:3000",
      ipLookupUrl: "/api/ip",
      trustProxy: false,
      redisUrl: undefined,
      rateLimitWritesPerMin: 30,
      suspectMaxPerHour: 5,
      retentionDays: 730,
      logLevel: "info",
    });
    expect(isAbsolute(config.webRoot)).toBe(true);
    expect(config.webRoot.endsWith(join("apps", "web", "build", "client"))).toBe(true);
  });

  it("reads every variable it is given", () => {
    const config = loadConfig(
      {
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "8080",
        DATABASE_URL: "postgresql://app:secret@db.internal:5432/site",
        API_BASIC_USER: "web",
        API_BASIC_PASSWORD: "long-shared-secret",
        ADMIN_EMAIL: "admin@kaizenfusion.in",
        ADMIN_PASSWORD: "short",
        SMTP_URL: "smtp://mail.internal:25",
        LEAD_NOTIFY_TO: "sales@kaizenfusion.in, hello@kaizenfusion.in",
        WEBHOOK_URL: "https://hooks.example.com/leads",
        WEBHOOK_SECRET: "webhook-signing-secret",
        PUBLIC_BASE_URL: "https://www.kaizenfusion.in/",
        IP_LOOKUP_URL: "https://ip.example.com/json",
        REDIS_URL: "redis://127.0.0.1:6379",
        RATE_LIMIT_WRITES_PER_MIN: "120",
        SUSPECT_MAX_PER_HOUR: "9",
        SIGN_IN_ATTEMPTS_PER_ADDRESS: "50",
        RETENTION_DAYS: "365",
        WEB_ROOT: "public",
        LOG_LEVEL: "warn",
      },
      CWD,
    );
    expect(config).toMatchObject({
      nodeEnv: "test",
      host: "127.0.0.1",
      port: 8080,
      database: {
        dialect: "postgres",
        connectionString: "postgresql://app:secret@db.internal:5432/site",
      },
      apiBasicUser: "web",
      apiBasicPassword: "long-shared-secret",
      adminEmail: "admin@kaizenfusion.in",
      adminPassword: "short",
      smtpUrl: "smtp://mail.internal:25",
      leadNotifyTo: ["sales@kaizenfusion.in", "hello@kaizenfusion.in"],
      webhookUrl: "https://hooks.example.com/leads",
      webhookSecret: "webhook-signing-secret",
      publicBaseUrl: "https://www.kaizenfusion.in",
      ipLookupUrl: "https://ip.example.com/json",
      redisUrl: "redis://127.0.0.1:6379",
      rateLimitWritesPerMin: 120,
      suspectMaxPerHour: 9,
      signInAttemptsPerAddress: 50,
      retentionDays: 365,
      webRoot: join(CWD, "public"),
      logLevel: "warn",
    });
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", WEBHOOK_URL: " " }, CWD)).toMatchObject({
      port: 3000,
      webhookUrl: undefined,
    });
  });

  it.each([
    ["sqlite:/var/lib/site/site.db", { dialect: "sqlite", filename: "/var/lib/site/site.db" }],
    ["sqlite::memory:", { dialect: "sqlite", filename: ":memory:" }],
    ["postgres://postgres@127.0.0.1/site", { dialect: "postgres" }],
  ])("accepts DATABASE_URL %s", (url, expected) => {
    expect(loadConfig({ DATABASE_URL: url }, CWD).database).toMatchObject(expected);
  });

  it.each([
    ["true", true],
    ["false", false],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.1, 172.16.0.0/12,::1", ["10.0.0.1", "172.16.0.0/12", "::1"]],
    ["loopback", ["loopback"]],
  ])("accepts TRUST_PROXY=%s", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, CWD).trustProxy).toEqual(expected);
  });

  it("lists every bad variable in one error", () => {
    const issues = issuesOf({
      PORT: "eighty",
      DATABASE_URL: "mysql://localhost/site",
      TRUST_PROXY: "10.0.0.1,proxy.internal",
      ADMIN_EMAIL: "not-an-address",
      WEBHOOK_URL: "ftp://hooks.example.com",
      WEBHOOK_SECRET: "webhook-signing-secret",
      PUBLIC_BASE_URL: "www.kaizenfusion.in",
      LEAD_NOTIFY_TO: "sales@kaizenfusion.in,nobody",
      RATE_LIMIT_WRITES_PER_MIN: "0",
      LOG_LEVEL: "loud",
      NODE_ENV: "staging",
    });
    expect(Object.keys(issues).sort()).toEqual([
      "ADMIN_EMAIL",
      "DATABASE_URL",
      "LEAD_NOTIFY_TO",
      "LOG_LEVEL",
      "NODE_ENV",
      "PORT",
      "PUBLIC_BASE_URL",
      "RATE_LIMIT_WRITES_PER_MIN",
      "TRUST_PROXY",
      "WEBHOOK_URL",
    ]);
    expect(issues.PORT).toBe("must be a whole number from 0 to 65535");
  });

  it("allows a write budget as high as a load test from one address needs, and no higher", () => {
    expect(loadConfig({ RATE_LIMIT_WRITES_PER_MIN: "10000000" }, CWD).rateLimitWritesPerMin).toBe(
      10_000_000,
    );
    expect(issuesOf({ RATE_LIMIT_WRITES_PER_MIN: "10000001" })).toEqual({
      RATE_LIMIT_WRITES_PER_MIN: "must be a whole number from 1 to 10000000",
    });
  });

  it("keeps leads forever with RETENTION_DAYS=0 and refuses a value that is not a day count", () => {
    expect(loadConfig({ RETENTION_DAYS: "0" }, CWD).retentionDays).toBe(0);
    for (const value of ["-1", "1.5", "forever", "36501"]) {
      expect(issuesOf({ RETENTION_DAYS: value })).toEqual({
        RETENTION_DAYS: "must be a whole number from 0 to 36500",
      });
    }
  });

  it("requires a signing secret with a webhook URL", () => {
    expect(issuesOf({ WEBHOOK_URL: "https://hooks.example.com/leads" })).toEqual({
      WEBHOOK_SECRET: "must be set when WEBHOOK_URL is set",
    });
  });

  it("names each variable in the error message", () => {
    expect(() => loadConfig({ PORT: "99999", SMTP_URL: "mail.internal" }, CWD)).toThrow(
      /Invalid configuration:\n {2}- PORT: .+\n {2}- SMTP_URL: .+/,
    );
  });

  describe("in production", () => {
    const production = { NODE_ENV: "production", API_BASIC_PASSWORD: "a-long-production-secret" };

    it("refuses the development API password, also when left unset", () => {
      expect(issuesOf({ NODE_ENV: "production" })).toHaveProperty("API_BASIC_PASSWORD");
      expect(
        issuesOf({ NODE_ENV: "production", API_BASIC_PASSWORD: "site-dev-password" }),
      ).toHaveProperty("API_BASIC_PASSWORD");
    });

    it("refuses an admin password shorter than 12 characters", () => {
      expect(issuesOf({ ...production, ADMIN_PASSWORD: "elevenchars" })).toEqual({
        ADMIN_PASSWORD: "must be at least 12 characters in production",
      });
    });

    it("reports the production refusal together with other bad values", () => {
      expect(Object.keys(issuesOf({ NODE_ENV: "production", PORT: "x" })).sort()).toEqual([
        "API_BASIC_PASSWORD",
        "PORT",
      ]);
    });

    it("starts with real secrets", () => {
      const config = loadConfig({ ...production, ADMIN_PASSWORD: "twelve-chars" }, CWD);
      expect(config.nodeEnv).toBe("production");
      expect(config.adminPassword).toBe("twelve-chars");
    });
  });
});
