import { randomBytes } from "node:crypto";
import type { AddressInfo, Socket } from "node:net";
import { API_CALLS, type CandidatePayload } from "@site/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { encodeMultipart, TINY_PDF } from "./multipart-body";
import { openSocket, parseAnswers, readUntilClosed, sleep } from "./raw-http";

// A one-second grace and the default rate, with a request time far away: only the rate can cut.
const GRACE_MS = 1000;
const MIN_BYTES_PER_SECOND = 500;
const SWEEP_SLACK_MS = 1500;
const UPLOADS_PER_ADDRESS = 2;

const authorization = basicAuth();
const BOUNDARY = "slow-boundary";

function feedbackHead(length: number): string {
  return (
    `POST /api/SaveFeedback HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`
  );
}

function uploadHead(length: number): string {
  return (
    `POST ${API_CALLS.saveCandResume.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `Authorization: ${authorization}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
    `Content-Length: ${length}\r\nConnection: close\r\n\r\n`
  );
}

// About 20 KB: at 500 bytes a second it may take 40 s past the grace, at EDGE's 8 KB/s it takes 2.5 s.
const RESUME = Buffer.concat([TINY_PDF, Buffer.alloc(20_000, 0x20)]);

function resumeBodyFor(candid: string): Buffer {
  return encodeMultipart(BOUNDARY, [
    { kind: "field", name: "candid", value: candid },
    { kind: "file", name: "resume", fileName: "cv.pdf", type: "application/pdf", content: RESUME },
  ]);
}

const resumeBody = resumeBodyFor("an-upload-token");

describe("slow bodies by default", () => {
  it("cut a drip after 20 s at 500 bytes a second, well under what a phone on EDGE sends", () => {
    const config = loadConfig({});
    expect(config.bodyGraceSeconds).toBe(20);
    expect(config.bodyMinBytesPerSecond).toBe(500);
    const edgeUplinkBytesPerSecond = 70_000 / 8;
    expect(edgeUplinkBytesPerSecond).toBeGreaterThan(10 * config.bodyMinBytesPerSecond);
    expect(config.uploadsPerAddress).toBe(4);
  });

  it.each([
    [
      "BODY_GRACE_SECONDS",
      ["0", "-1", "1.5", "soon", "3601"],
      "must be a whole number from 1 to 3600",
    ],
    [
      "BODY_MIN_BYTES_PER_SECOND",
      ["-1", "0.5", "fast", "10000001"],
      "must be a whole number from 0 to 10000000",
    ],
    [
      "UPLOADS_PER_ADDRESS",
      ["0", "-4", "2.5", "many", "10001"],
      "must be a whole number from 1 to 10000",
    ],
  ])("refuses to start with a %s that makes no sense", (variable, values, message) => {
    for (const value of values) {
      expect(() => loadConfig({ [variable]: value })).toThrow(`- ${variable}: ${message}`);
    }
  });

  it("turns the rate check off with BODY_MIN_BYTES_PER_SECOND=0", () => {
    expect(loadConfig({ BODY_MIN_BYTES_PER_SECOND: "0" }).bodyMinBytesPerSecond).toBe(0);
  });
});

describe("slow bodies", () => {
  const { app, database } = useTestApp(testDatabases[0] as (typeof testDatabases)[number], {
    env: {
      RATE_LIMIT_WRITES_PER_MIN: "100000",
      REQUEST_TIMEOUT_SECONDS: "60",
      BODY_GRACE_SECONDS: String(GRACE_MS / 1000),
      BODY_MIN_BYTES_PER_SECOND: String(MIN_BYTES_PER_SECOND),
      UPLOADS_PER_ADDRESS: String(UPLOADS_PER_ADDRESS),
    },
  });
  let port: number;

  beforeAll(async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  /** Saves an application as the site does; answers its resume upload token and its lead. */
  async function apply(): Promise<{ token: string; leadId: number }> {
    const email = `asha.${randomBytes(6).toString("hex")}@example.in`;
    const payload: CandidatePayload = {
      fullname: "Asha Rao",
      emailid: email,
      phoneno: "+919810012345",
      totexp: 4,
      jobappl: "Full Stack Developer",
      canddet: "Four years of React and Node.",
      ipadd: "203.0.113.5",
    };
    const response = await app.inject({
      method: "POST",
      url: API_CALLS.saveCandidate.path,
      headers: { authorization },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const lead = await database.db
      .selectFrom("leads")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return { token: response.json<string>(), leadId: lead.id };
  }

  const resumesOf = (leadId: number) =>
    database.db.selectFrom("resumes").select("content").where("lead_id", "=", leadId).execute();

  /** Sends `body` in `piece`-byte writes every `everyMs` on `socket`, until done or closed. */
  function paced(socket: Socket, body: Buffer, piece: number, everyMs: number) {
    return async (isOpen: () => boolean) => {
      for (let offset = 0; offset < body.length && isOpen(); offset += piece) {
        socket.write(body.subarray(offset, offset + piece));
        await sleep(everyMs);
      }
    };
  }

  it("answers 408 and closes a resume dripping 10 bytes at a time, storing nothing", async () => {
    const { token, leadId } = await apply();
    const body = resumeBodyFor(token);
    const socket = await openSocket(port);
    socket.write(uploadHead(body.length));
    const transcript = await readUntilClosed(socket, 10_000, paced(socket, body, 10, 300));

    expect(transcript.closedAfterMs, "closed by the server").toBeDefined();
    expect(transcript.closedAfterMs).toBeLessThan(GRACE_MS + SWEEP_SLACK_MS + 500);
    const [answer] = parseAnswers(transcript.received);
    expect(answer?.status).toBe(408);
    expect(JSON.parse(answer?.body ?? "")).toEqual({ message: "The request took too long" });
    expect(await resumesOf(leadId)).toEqual([]);
    const uploadToken = await database.db
      .selectFrom("resume_upload_tokens")
      .select("used_at")
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(uploadToken.used_at, "the applicant may still send the resume").toBeNull();
  });

  it("stores a resume sent at a phone on EDGE's pace, past the grace period", async () => {
    const { token, leadId } = await apply();
    const body = resumeBodyFor(token);
    const socket = await openSocket(port);
    socket.write(uploadHead(body.length));
    // 800 bytes every 100 ms, about 8 KB/s: the 20 KB take 2.5 s, longer than the grace.
    const transcript = await readUntilClosed(socket, 10_000, paced(socket, body, 800, 100));

    const [answer] = parseAnswers(transcript.received);
    expect(answer?.status).toBe(200);
    const stored = await resumesOf(leadId);
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]?.content ?? []).equals(RESUME)).toBe(true);
  });

  it("lets a body through that arrives slowly but faster than the minimum rate", async () => {
    const body = Buffer.from(
      JSON.stringify({
        name: "Asha Rao",
        email: "asha@raolabs.in",
        request: "Call me. ".repeat(200),
      }),
    );
    const socket = await openSocket(port);
    socket.write(feedbackHead(body.length));
    // About 1.8 KB in 2.5 s: past the grace period, at about 700 bytes a second.
    const piece = Math.ceil(body.length / 25);
    const transcript = await readUntilClosed(socket, 10_000, paced(socket, body, piece, 100));
    expect(parseAnswers(transcript.received)[0]?.status).toBe(200);
  });

  it("refuses one upload more than an address may send at once, serves another address meanwhile, and takes one again after", async () => {
    const held = await Promise.all(
      Array.from({ length: UPLOADS_PER_ADDRESS }, async () => {
        const socket = await openSocket(port);
        socket.write(uploadHead(resumeBody.length));
        socket.write(resumeBody.subarray(0, 100));
        return socket;
      }),
    );
    await sleep(200);

    const extra = await openSocket(port);
    extra.write(uploadHead(resumeBody.length));
    const refused = await readUntilClosed(extra, 5000, async () => {
      extra.write(resumeBody.subarray(0, 100));
    });
    const [answer] = parseAnswers(refused.received);
    expect(answer?.status).toBe(429);
    expect(JSON.parse(answer?.body ?? "")).toEqual({
      message:
        "Too many uploads at once from your address. Please wait for one to finish and try again.",
    });

    // Another applicant, on another address, is not held up by the first one's uploads.
    const other = await apply();
    const otherBody = resumeBodyFor(other.token);
    const elsewhere = await openSocket(port, "127.0.0.2");
    elsewhere.write(uploadHead(otherBody.length));
    const served = await readUntilClosed(elsewhere, 5000, async () => {
      elsewhere.write(otherBody);
    });
    expect(parseAnswers(served.received)[0]?.status).toBe(200);
    expect(await resumesOf(other.leadId)).toHaveLength(1);

    for (const socket of held) socket.destroy();
    await sleep(200);
    const { token, leadId } = await apply();
    const body = resumeBodyFor(token);
    const next = await openSocket(port);
    next.write(uploadHead(body.length));
    const answered = await readUntilClosed(next, 5000, async () => {
      next.write(body);
    });
    expect(parseAnswers(answered.received)[0]?.status).toBe(200);
    expect(await resumesOf(leadId)).toHaveLength(1);
  });
});

describe("uploads per address behind a trusted proxy", () => {
  const { app } = useTestApp(testDatabases[0] as (typeof testDatabases)[number], {
    env: {
      RATE_LIMIT_WRITES_PER_MIN: "100000",
      TRUST_PROXY: "127.0.0.1",
      UPLOADS_PER_ADDRESS: "1",
    },
  });
  let port: number;

  beforeAll(async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  /** Opens an upload through the proxy for `visitor` and sends its first 100 bytes. */
  async function uploadThrough(visitor: string) {
    const socket = await openSocket(port);
    const forwarded = `Connection: close\r\nX-Forwarded-For: ${visitor}\r\n`;
    socket.write(uploadHead(resumeBody.length).replace("Connection: close\r\n", forwarded));
    socket.write(resumeBody.subarray(0, 100));
    return socket;
  }

  /** The status answered within a second to a new upload for `visitor`; none while it arrives. */
  async function statusWithinASecond(visitor: string) {
    const transcript = await readUntilClosed(await uploadThrough(visitor), 1000);
    return parseAnswers(transcript.received)[0]?.status;
  }

  it("counts uploads by the visitor the proxy names, not by the proxy", async () => {
    const held = await uploadThrough("198.51.100.7");
    await sleep(200);

    expect(
      await statusWithinASecond("198.51.100.8"),
      "still arriving, not refused",
    ).toBeUndefined();
    expect(await statusWithinASecond("198.51.100.7")).toBe(429);
    held.destroy();
  });
});
