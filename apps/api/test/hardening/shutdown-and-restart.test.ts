import { once } from "node:events";
import { createServer, get, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { API_CALLS } from "@site/contracts";
import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import { createJobQueue } from "../../src/jobs/job-kinds";
import { listeningUrl, useServerProcesses } from "../helpers/server-process";
import { basicAuth } from "../helpers/test-app";
import { validPayloads } from "../leads/lead-fixtures";
import { startWebhookReceiver } from "../notifications/mail-and-webhook-receivers";

// How long a job claimed by a server stays invisible to others (jobs/job-worker.ts).
const CLAIM_LEASE_MS = 5 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("stopping and restarting the server process", () => {
  const servers = useServerProcesses("site-api-restart-");
  const { env } = servers;

  const leadCount = (file: string) => {
    const db = new SqliteDatabase(servers.inFolder(file), { readonly: true });
    try {
      return (db.prepare("select count(*) as count from leads").get() as { count: number }).count;
    } finally {
      db.close();
    }
  };

  it("finishes a save in flight on SIGTERM, refuses new connections, then exits 0", async () => {
    const server = servers.start(env("drain.db"));
    const url = new URL(await listeningUrl(server));
    const body = Buffer.from(JSON.stringify(validPayloads.SaveLead));

    // Half the body now, the rest after the signal: the request is in flight when it comes.
    const saving = httpRequest({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: API_CALLS.saveLead.path,
      agent: false,
      headers: {
        authorization: basicAuth(),
        "content-type": "application/json",
        "content-length": body.length,
      },
    });
    const answered = once(saving, "response") as Promise<[IncomingMessage]>;
    saving.write(body.subarray(0, body.length / 2));
    // Fastify logs each request once its headers are read: from then on it is in flight.
    for (let waited = 0; !server.output().includes(API_CALLS.saveLead.path); waited += 20) {
      if (waited > 10_000) throw new Error(`the save never arrived:\n${server.output()}`);
      await sleep(20);
    }
    server.child.kill("SIGTERM");
    await sleep(300);
    expect(server.child.exitCode).toBeNull();

    // A new visitor is turned away while the server drains.
    const refused = await new Promise<string>((resolve) => {
      get(`${url.origin}/healthz`, { agent: false }, (response) =>
        resolve(String(response.statusCode)),
      ).on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(["ECONNREFUSED", "503"]).toContain(refused);

    saving.end(body.subarray(body.length / 2));
    const [response] = await answered;
    let text = "";
    for await (const chunk of response) text += chunk;
    expect(response.statusCode).toBe(200);
    expect(text).toBe('"OK"');

    expect(await server.exitCode).toBe(0);
    expect(leadCount("drain.db")).toBe(1);
  });

  it("answers every save it received and loses none it acknowledged when SIGTERM comes under load", async () => {
    const server = servers.start(
      env("load.db", { RATE_LIMIT_WRITES_PER_MIN: "1000000", SUSPECT_MAX_PER_HOUR: "1000000" }),
    );
    const url = await listeningUrl(server);
    const acknowledged = new Set<string>();
    const refusals: number[] = [];
    let sent = 0;
    const client = async (worker: number) => {
      for (let attempt = 0; ; attempt++) {
        sent++;
        try {
          const answer = await fetch(`${url}${API_CALLS.saveLead.path}`, {
            method: "POST",
            headers: { authorization: basicAuth(), "content-type": "application/json" },
            body: JSON.stringify({
              ...validPayloads.SaveLead,
              email: `load-${worker}-${attempt}@raolabs.in`,
            }),
          });
          await answer.text();
          if (answer.status === 200)
            acknowledged.add(answer.headers.get("x-request-reference") ?? "");
          else refusals.push(answer.status);
        } catch {
          // The server stopped taking connections: this client is done.
          return;
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, worker) => client(worker));
    await sleep(1500);
    server.child.kill("SIGTERM");
    await Promise.all(clients);

    expect(await server.exitCode, server.output().slice(-3000)).toBe(0);
    expect(acknowledged.size).toBeGreaterThan(20);
    const db = new SqliteDatabase(servers.inFolder("load.db"), { readonly: true });
    try {
      const stored = db.prepare("select reference from leads").pluck().all() as string[];
      // Every "OK" is a stored lead, and every stored lead was answered "OK".
      expect(new Set(stored)).toEqual(acknowledged);
    } finally {
      db.close();
    }
    // A request that reaches a closing server is told to come back, never dropped unanswered.
    expect(refusals.every((status) => status === 503)).toBe(true);
    expect(sent).toBeGreaterThan(acknowledged.size);
  });

  it("delivers, after a crash mid-delivery, the notification the next start finds", async () => {
    // A webhook that takes the lead and never answers: the server is killed while it waits.
    const hung: IncomingMessage[] = [];
    const hanging = createServer((request) => {
      hung.push(request);
    });
    hanging.listen(0, "127.0.0.1");
    await once(hanging, "listening");
    const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/leads`;
    const receiver = await startWebhookReceiver();
    try {
      const webhook = { WEBHOOK_URL: hangingUrl, WEBHOOK_SECRET: "webhook-signing-secret" };
      const server = servers.start(env("outbox.db", webhook));
      const url = await listeningUrl(server);
      const saved = await fetch(`${url}${API_CALLS.saveLead.path}`, {
        method: "POST",
        headers: { authorization: basicAuth(), "content-type": "application/json" },
        body: JSON.stringify(validPayloads.SaveLead),
      });
      expect(saved.status).toBe(200);
      for (let waited = 0; hung.length === 0 && waited < 10_000; waited += 50) await sleep(50);
      expect(hung).toHaveLength(1);

      server.child.kill("SIGKILL");
      await server.exitCode;

      // The next start, on the same file, pointed at a webhook that answers. Its clock is past
      // the claim the killed server held, which no server would take over before.
      const config = loadConfig(
        env("outbox.db", {
          LOG_LEVEL: "silent",
          WEBHOOK_URL: receiver.url,
          WEBHOOK_SECRET: "webhook-signing-secret",
        }),
      );
      const db = await createDatabase(config.database);
      const silent = { info() {}, warn() {} };
      const now = () => new Date(Date.now() + CLAIM_LEASE_MS + 1000);
      const notifier = createJobQueue(config, db, silent, { now });
      try {
        expect(await notifier.drain()).toBe(1);
        expect(receiver.calls).toHaveLength(1);
        expect(JSON.parse(receiver.calls[0]?.body ?? "{}")).toMatchObject({
          email: validPayloads.SaveLead.email,
        });
        const rows = await db
          .selectFrom("jobs")
          .select(["done_at as sent_at", "attempts"])
          .execute();
        expect(rows).toHaveLength(1);
        expect(rows[0]?.sent_at).not.toBeNull();
        // Nothing is sent twice.
        expect(await notifier.drain()).toBe(0);
      } finally {
        await notifier.stop();
        await db.destroy();
      }
    } finally {
      for (const request of hung) request.socket.destroy();
      hanging.close();
      await receiver.close();
    }
  });
});
