import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../../src/config";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import type { Database } from "../../src/infrastructure/database/schema";
import { defineJob, enqueueJob, type JobHandler } from "../../src/jobs/job";
import { createJobWorker, JOB_LEASE_MS } from "../../src/jobs/job-worker";
import {
  currentSchema,
  openMigratedDatabase,
  type TestDatabase,
  testDatabases,
} from "../helpers/databases";

const FIRST_RETRY_MS = 30_000;

describe.each(testDatabases)("the job queue on $name", (kind) => {
  let database: TestDatabase;
  let clock: Date;
  const warnings: { obj: object; msg: string }[] = [];
  // Job done lines aside, which come one per job by design.
  const infos: { obj: object; msg: string }[] = [];
  const log = {
    info: (obj: object, msg: string) => {
      if (msg !== "job done") infos.push({ obj, msg });
    },
    warn: (obj: object, msg: string) => warnings.push({ obj, msg }),
  };
  const ran: number[] = [];
  const opened: Kysely<Database>[] = [];

  const echoJob = defineJob({
    kind: "echo",
    schema: z.object({ n: z.number() }),
    async handle(payload) {
      ran.push(payload.n);
    },
  });
  let failures = 0;
  const failingJob = defineJob({
    kind: "failing",
    schema: z.object({}),
    async handle() {
      failures += 1;
      throw new Error(`failure ${failures}`);
    },
  });
  // Fails while its receiver is down, as a mail or webhook job does; what it delivered, in order.
  let receiverDown = false;
  const delivered: number[] = [];
  const deliveryJob = defineJob({
    kind: "delivery",
    schema: z.object({ n: z.number() }),
    async handle(payload) {
      if (receiverDown) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      delivered.push(payload.n);
    },
  });
  const notReadyJob = defineJob({
    kind: "needs-smtp",
    schema: z.object({}),
    ready: (config) => config.smtpUrl !== undefined,
    async handle() {
      ran.push(-1);
    },
  });

  function worker(
    options: { db?: Kysely<Database>; handlers?: readonly JobHandler[]; maxAttempts?: number } = {},
  ) {
    return createJobWorker({
      db: options.db ?? database.db,
      dialect: database.dialect,
      handlers: options.handlers ?? [echoJob, failingJob, deliveryJob, notReadyJob],
      config: loadConfig({ LOG_LEVEL: "silent" }),
      mail: undefined,
      log,
      now: () => clock,
      retryPolicy: { firstDelayMs: FIRST_RETRY_MS, maxDelayMs: 3_600_000 },
      ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    });
  }

  /** A second connection to the same database, as a second server has. */
  async function secondConnection(): Promise<Kysely<Database>> {
    const schema = await currentSchema(database);
    if (schema === undefined) return database.db;
    const other = await createDatabase(database.settings, { schema });
    opened.push(other);
    return other;
  }

  const jobRows = () => database.db.selectFrom("jobs").selectAll().orderBy("id").execute();

  beforeEach(async () => {
    database = await openMigratedDatabase(kind);
    clock = new Date();
    ran.length = 0;
    warnings.length = 0;
    infos.length = 0;
    failures = 0;
    receiverDown = false;
    delivered.length = 0;
  });

  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
    await database.dispose();
  });

  it("runs a job once, marks it done and leaves it done", async () => {
    await enqueueJob(database.db, echoJob, { n: 7 }, { now: clock });
    const queue = worker();
    expect(await queue.drain()).toBe(1);
    expect(ran).toEqual([7]);
    const [job] = await jobRows();
    expect(job).toMatchObject({ kind: "echo", attempts: 1, last_error: null, failed_at: null });
    expect(job?.done_at).toBe(clock.toISOString());
    expect(await queue.drain()).toBe(0);
    expect(ran).toEqual([7]);
  });

  it("gives each job to one of two workers only", async () => {
    for (let n = 0; n < 40; n++) await enqueueJob(database.db, echoJob, { n }, { now: clock });
    const first = worker();
    const second = worker({ db: await secondConnection() });
    const [a, b] = await Promise.all([first.drain(), second.drain()]);
    expect(a + b).toBe(40);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect((await jobRows()).every((job) => job.attempts === 1 && job.done_at !== null)).toBe(true);
  });

  it("runs a job again once the lease of a worker that stopped answering has run out", async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const hangingJob = defineJob({
      kind: "echo",
      schema: z.object({ n: z.number() }),
      async handle(payload) {
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
        ran.push(payload.n);
      },
    });
    await enqueueJob(database.db, echoJob, { n: 1 }, { now: clock });
    const stuck = worker({ handlers: [hangingJob] });
    const stuckRun = stuck.drain();
    for (let waited = 0; calls === 0 && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(calls).toBe(1);

    // While the lease holds, no other worker takes the job.
    const other = worker({ handlers: [hangingJob], db: await secondConnection() });
    expect(await other.drain()).toBe(0);
    clock = new Date(clock.getTime() + JOB_LEASE_MS + 1000);
    expect(await other.drain()).toBe(1);
    expect(ran).toEqual([1]);

    // The first worker ends late: the job is the second one's, so its outcome stands.
    release();
    await stuckRun;
    expect(ran).toEqual([1, 1]);
    const [job] = await jobRows();
    expect(job).toMatchObject({ attempts: 1, lease_owner: null });
    expect(job?.done_at).toBe(clock.toISOString());
  });

  it("retries a failed job with backoff: 30 s, then 60 s", async () => {
    await enqueueJob(database.db, failingJob, {}, { now: clock });
    const queue = worker();
    const start = clock.getTime();
    expect(await queue.drain()).toBe(1);
    let [job] = await jobRows();
    expect(job).toMatchObject({ attempts: 1, last_error: "failure 1", done_at: null });
    expect(job?.run_at).toBe(new Date(start + FIRST_RETRY_MS).toISOString());

    clock = new Date(start + FIRST_RETRY_MS - 1);
    expect(await queue.drain()).toBe(0);
    clock = new Date(start + FIRST_RETRY_MS);
    expect(await queue.drain()).toBe(1);
    [job] = await jobRows();
    expect(job).toMatchObject({ attempts: 2, last_error: "failure 2" });
    expect(job?.run_at).toBe(new Date(clock.getTime() + 2 * FIRST_RETRY_MS).toISOString());
    // One warning for the kind, not one per try.
    expect(warnings).toEqual([
      {
        obj: expect.objectContaining({ kind: "failing", attempts: 1 }),
        msg: "failing jobs are failing; they are retried with backoff, and the log says when one succeeds again",
      },
    ]);
  });

  it("logs a kind whose receiver is down once when its tries start failing and once when one succeeds again", async () => {
    for (const n of [1, 2, 3]) await enqueueJob(database.db, deliveryJob, { n }, { now: clock });
    await enqueueJob(database.db, echoJob, { n: 9 }, { now: clock });
    const queue = worker();
    receiverDown = true;
    // Three jobs, each tried three times while the receiver is down.
    for (let round = 0; round < 3; round++) {
      await queue.drain();
      clock = new Date(clock.getTime() + 3_600_000);
    }
    expect(delivered).toEqual([]);
    expect(warnings.map(({ msg }) => msg)).toEqual([
      "delivery jobs are failing; they are retried with backoff, and the log says when one succeeds again",
    ]);
    expect(infos).toEqual([]);

    receiverDown = false;
    await queue.drain();
    expect(delivered).toEqual([1, 2, 3]);
    expect(infos).toEqual([
      {
        obj: expect.objectContaining({ kind: "delivery", failedTries: 9 }),
        msg: "delivery jobs succeed again: 9 tries failed meanwhile",
      },
    ]);
    expect(warnings).toHaveLength(1);
    // Once delivered, never again; a later failure of the kind warns anew.
    clock = new Date(clock.getTime() + 3_600_000);
    await queue.drain();
    expect(delivered).toEqual([1, 2, 3]);
    receiverDown = true;
    await enqueueJob(database.db, deliveryJob, { n: 4 }, { now: clock });
    await queue.drain();
    expect(warnings).toHaveLength(2);
    expect(infos).toHaveLength(1);
  });

  it("stops a job that keeps failing after the most tries, keeps it visible and logs it", async () => {
    await enqueueJob(database.db, failingJob, {}, { now: clock });
    await enqueueJob(database.db, echoJob, { n: 1 }, { now: clock });
    const queue = worker({ maxAttempts: 3 });
    for (let round = 0; round < 5; round++) {
      await queue.drain();
      clock = new Date(clock.getTime() + 3_600_000);
    }
    expect(failures).toBe(3);
    expect(ran).toEqual([1]);
    const [poison] = await jobRows();
    expect(poison).toMatchObject({ kind: "failing", attempts: 3, last_error: "failure 3" });
    expect(poison?.done_at).toBeNull();
    expect(poison?.failed_at).not.toBeNull();
    expect(warnings.at(-1)).toMatchObject({
      msg: "job failed for good",
      obj: { kind: "failing", attempts: 3 },
    });
    // The kind's tries warn once; the job that gives up has a line of its own.
    expect(warnings.map(({ msg }) => msg)).toEqual([
      "failing jobs are failing; they are retried with backoff, and the log says when one succeeds again",
      "job failed for good",
    ]);
  });

  it("fails only the job with an unknown kind or a bad payload", async () => {
    const at = clock.toISOString();
    const row = (kind: string, payload: string) => ({ kind, payload, run_at: at, created_at: at });
    await database.db
      .insertInto("jobs")
      .values([
        row("meeting-invite-from-the-future", "{}"),
        row("echo", '{"n":"seven"}'),
        row("echo", "not json"),
        row("echo", '{"n":7}'),
      ])
      .execute();
    expect(await worker().drain()).toBe(4);
    expect(ran).toEqual([7]);
    const [unknown, badPayload, notJson, good] = await jobRows();
    // A newer server may know the kind: it is retried like any failure.
    expect(unknown).toMatchObject({
      attempts: 1,
      failed_at: null,
      done_at: null,
      last_error: 'No handler for job kind "meeting-invite-from-the-future"',
      run_at: new Date(clock.getTime() + FIRST_RETRY_MS).toISOString(),
    });
    // A payload the schema refuses would be refused on every try: it stops at once.
    expect(badPayload).toMatchObject({ attempts: 1, done_at: null, failed_at: at });
    expect(badPayload?.last_error).toContain("n");
    expect(notJson).toMatchObject({ attempts: 1, done_at: null, failed_at: at });
    expect(good).toMatchObject({ attempts: 1, done_at: at });
  });

  it("leaves a kind this server cannot run for one that can", async () => {
    await enqueueJob(database.db, notReadyJob, {}, { now: clock });
    expect(await worker().drain()).toBe(0);
    expect(await jobRows()).toMatchObject([{ attempts: 0, done_at: null, failed_at: null }]);
  });
});
