import { randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REDIS_URL, withRedis } from "../hardening/redis";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { createTestNotifier } from "../helpers/notifier";
import { createStaff, SAME_ORIGIN, STAFF_EMAIL, STAFF_PASSWORD } from "../helpers/staff-session";
import {
  closeTestApp,
  createTestApp,
  openTestApp,
  useTestApp,
  useTestApps,
} from "../helpers/test-app";
import { useWebRoot } from "../helpers/web-root";
import {
  decodeQuotedPrintable,
  startSmtpServer,
} from "../notifications/mail-and-webhook-receivers";

/** A sign-in form post from `ip`, as a browser on the sign-in page sends it. */
function signInFrom(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  ip = "203.0.113.7",
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/admin/login",
    remoteAddress: ip,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SAME_ORIGIN },
    payload: new URLSearchParams(credentials).toString(),
  });
}

const wrong = (attempt: number) => ({ email: STAFF_EMAIL, password: `wrong password ${attempt}` });
const right = { email: STAFF_EMAIL, password: STAFF_PASSWORD };

describe.each(testDatabases)("sign-in throttling on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  // The server's clock, which only the tests move: a slow machine cannot end a wait early.
  let clock = Date.now();

  beforeEach(async () => {
    clock = Date.now();
    ({ database, app } = await openTestApp(kind, {}, { now: () => new Date(clock) }));
    await createStaff(database.db);
  });

  afterEach(() => closeTestApp({ app, database }));

  const staffRow = () =>
    database.db
      .selectFrom("staff_users")
      .select(["failed_attempts", "throttled_until"])
      .executeTakeFirstOrThrow();

  /** Lets the account's current delay run out, as if the time had passed. */
  const endDelay = () =>
    database.db
      .updateTable("staff_users")
      .set({ throttled_until: new Date(clock - 1000).toISOString() })
      .execute();

  it("counts 30 wrong passwords sent at once and refuses the right one sent with them", async () => {
    // From 31 addresses, as a botnet would: only the account's own count can hold them back.
    const burst = Array.from({ length: 30 }, (_, attempt) =>
      signInFrom(app, wrong(attempt), `198.18.0.${attempt + 1}`),
    );
    const rightOne = signInFrom(app, right, "198.18.0.200");
    const answers = await Promise.all(burst);
    const afterwards = await rightOne;

    // Five are checked; every other one meets the wait the fifth started.
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(25);
    expect(afterwards.statusCode).toBe(429);
    expect(afterwards.cookies).toHaveLength(0);
    expect(Number(afterwards.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(afterwards.body).toContain("Too many sign-in attempts.");
    expect((await staffRow()).failed_attempts).toBe(31);
  });

  it("makes each attempt past the fifth wait longer, and lets the right password in after", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signInFrom(app, wrong(attempt))).statusCode).toBe(401);
    }
    // Every attempt counts, the early ones too: 1 s after the 5th, 4 s after the 7th, 16 s after the 9th.
    const waits: string[] = [];
    for (let attempt = 6; attempt <= 8; attempt += 1) {
      const early = await signInFrom(app, wrong(attempt));
      expect(early.statusCode).toBe(429);
      waits.push(String(early.headers["retry-after"]));
      await endDelay();
      expect((await signInFrom(app, wrong(attempt))).statusCode).toBe(401);
    }
    expect(waits).toEqual(["1", "4", "16"]);

    // Never a lock: once the delay has passed, the right password signs in and clears the count.
    await endDelay();
    const signedIn = await signInFrom(app, right);
    expect(signedIn.statusCode).toBe(303);
    expect(await staffRow()).toMatchObject({ failed_attempts: 0, throttled_until: null });
  });

  it("caps the delay at 15 minutes", async () => {
    await database.db.updateTable("staff_users").set({ failed_attempts: 40 }).execute();
    expect((await signInFrom(app, wrong(41))).statusCode).toBe(401);
    const refused = await signInFrom(app, right);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
  });

  it("throttles an unknown address exactly like a real one", async () => {
    const unknown = (attempt: number) => ({
      email: "nobody@kaizenfusion.in",
      password: `guess ${attempt}`,
    });
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      answers.push((await signInFrom(app, unknown(attempt), "198.51.100.9")).statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("throttles an address that tries many accounts, with Retry-After", async () => {
    const statuses: number[] = [];
    let lastRefusal: LightMyRequestResponse | undefined;
    for (let attempt = 1; attempt <= 22; attempt += 1) {
      const answer = await signInFrom(app, {
        email: `person${attempt}@kaizenfusion.in`,
        password: "guess",
      });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) lastRefusal = answer;
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(lastRefusal?.headers["retry-after"]).toMatch(/^[1-9]\d*$/);

    // Another address is not held back, and neither is the staff member's own account.
    expect((await signInFrom(app, right, "192.0.2.44")).statusCode).toBe(303);
  });

  it("lets the operator set how many attempts one address gets before it waits", async () => {
    const tolerant = await createTestApp(database, { SIGN_IN_ATTEMPTS_PER_ADDRESS: "3" });
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const guess = { email: `person${attempt}@kaizenfusion.in`, password: "guess" };
        statuses.push((await signInFrom(tolerant, guess, "203.0.113.90")).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await tolerant.close();
    }
  });
});

const [sqlite] = testDatabases;
if (sqlite === undefined) throw new Error("No test database");

describe("password hashing under a flood of sign-ins", () => {
  const webRoot = useWebRoot({ per: "test" });
  const { app } = useTestApp(sqlite, { per: "test", env: () => ({ WEB_ROOT: webRoot.root }) });

  it("keeps pages answering while 40 sign-ins hash at once, and turns the excess away", async () => {
    const finished: number[] = [];
    const signIns = Array.from({ length: 40 }, (_, index) =>
      signInFrom(
        app,
        { email: `flood${index}@kaizenfusion.in`, password: "guess" },
        `10.9.${index}.1`,
      ).then((answer) => {
        finished.push(Date.now());
        return answer;
      }),
    );
    const page = await app.inject({ method: "GET", url: "/index" });
    const pageAt = Date.now();
    const answers = await Promise.all(signIns);

    expect(page.statusCode).toBe(200);
    const stillHashing = finished.filter((at) => at > pageAt).length;
    expect(stillHashing).toBeGreaterThanOrEqual(10);

    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.headers["retry-after"]).toBe("1");
    expect(answers.filter((answer) => answer.statusCode === 401).length).toBeGreaterThan(0);
  });
});

describe.each(testDatabases)("the throttling notice on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

  afterEach(async () => {
    await app.close();
    await smtp?.close();
    await database.dispose();
  });

  it("e-mails the staff member once when throttling starts, even if the mail server was down", async () => {
    database = await kind.open();
    smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    smtp = undefined;
    const env = { SMTP_URL: `smtp://127.0.0.1:${port}` };
    app = await createTestApp(database, env);
    await createStaff(database.db);
    let clock = new Date();
    const notifier = createTestNotifier(database, env, {
      now: () => clock,
      firstDelayMs: 30_000,
      maxDelayMs: 3_600_000,
    });
    try {
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        await signInFrom(app, wrong(attempt));
        if (attempt >= 5) {
          await database.db
            .updateTable("staff_users")
            .set({ throttled_until: new Date(Date.now() - 1000).toISOString() })
            .execute();
        }
      }
      // The mail server is down: the notice stays owed.
      await notifier.drain();
      const owed = await database.db
        .selectFrom("jobs")
        .select("done_at")
        .where("kind", "=", "sign-in-throttle-notice")
        .execute();
      expect(owed).toEqual([{ done_at: null }]);

      smtp = await startSmtpServer(port);
      clock = new Date(clock.getTime() + 31_000);
      await notifier.drain();
      await notifier.drain();
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.messages;
      expect(mail?.to).toEqual([STAFF_EMAIL]);
      const text = decodeQuotedPrintable(mail?.raw ?? "");
      expect(text).toContain("Subject: Sign-in attempts on your staff console account");
      expect(text).toContain("5 wrong passwords in a row");

      // More wrong passwords in the same run send nothing more.
      await signInFrom(app, wrong(13));
      clock = new Date(clock.getTime() + 3_600_000);
      await notifier.drain();
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await notifier.stop();
    }
  });
});

describe.skipIf(!withRedis)("sign-in throttling shared through Redis", () => {
  const instances = useTestApps(sqlite, { REDIS_URL });

  it("counts an address's attempts across two server instances", async () => {
    const apps = [await instances.start(), await instances.start()];
    // A fresh account and client address per run: Redis keeps counts between runs.
    const email = `redis-${randomBytes(6).toString("hex")}@kaizenfusion.in`;
    const clientAddress = `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const app = apps[attempt % 2];
      if (app === undefined) throw new Error("No app");
      const answer = await signInFrom(app, { email, password: `guess ${attempt}` }, clientAddress);
      statuses.push(answer.statusCode);
      if (attempt === 6) expect(answer.headers["retry-after"]).toBe("1");
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
