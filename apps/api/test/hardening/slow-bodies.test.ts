import type { AddressInfo } from "node:net";
import { API_CALLS } from "@site/contracts";
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

const resumeBody = encodeMultipart(BOUNDARY, [
  { kind: "field", name: "candid", value: "an-upload-token" },
  {
    kind: "file",
    name: "resume",
    fileName: "cv.pdf",
    type: "application/pdf",
    content: Buffer.concat([TINY_PDF, Buffer.alloc(20_000, 0x20)]),
  },
]);

describe("slow bodies by default", () => {
  it("cut a drip after 20 s at 500 bytes a second, well under what a phone on EDGE sends", () => {
    const config = loadConfig({});
    expect(config.bodyGraceSeconds).toBe(20);
    expect(config.bodyMinBytesPerSecond).toBe(500);
    const edgeUplinkBytesPerSecond = 70_000 / 8;
    expect(edgeUplinkBytesPerSecond).toBeGreaterThan(10 * config.bodyMinBytesPerSecond);
    expect(config.uploadsPerAddress).toBe(4);
  });
});

describe("slow bodies", () => {
  const { app } = useTestApp(testDatabases[0] as (typeof testDatabases)[number], {
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

  it("answers 408 and closes a body dripping 10 bytes at a time, long before the request time", async () => {
    const socket = await openSocket(port);
    socket.write(uploadHead(resumeBody.length));
    const transcript = await readUntilClosed(socket, 10_000, async (isOpen) => {
      for (let offset = 0; offset < resumeBody.length && isOpen(); offset += 10) {
        socket.write(resumeBody.subarray(offset, offset + 10));
        await sleep(200);
      }
    });

    expect(transcript.closedAfterMs, "closed by the server").toBeDefined();
    expect(transcript.closedAfterMs).toBeLessThan(GRACE_MS + SWEEP_SLACK_MS + 500);
    const [answer] = parseAnswers(transcript.received);
    expect(answer?.status).toBe(408);
    expect(JSON.parse(answer?.body ?? "")).toEqual({ message: "The request took too long" });
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
    const transcript = await readUntilClosed(socket, 10_000, async (isOpen) => {
      for (let offset = 0; offset < body.length && isOpen(); offset += piece) {
        socket.write(body.subarray(offset, offset + piece));
        await sleep(100);
      }
    });
    expect(parseAnswers(transcript.received)[0]?.status).toBe(200);
  });

  it("refuses one upload more than an address may send at once, and takes one again after", async () => {
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

    for (const socket of held) socket.destroy();
    await sleep(200);
    const next = await openSocket(port);
    next.write(uploadHead(resumeBody.length));
    const answered = await readUntilClosed(next, 5000, async () => {
      next.write(resumeBody);
    });
    expect(parseAnswers(answered.received)[0]?.status).not.toBe(429);
  });
});
