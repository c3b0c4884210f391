import type { AddressInfo, Socket } from "node:net";
import { API_CALLS, RESUME_MAX_BYTES } from "@site/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { encodeMultipart, TINY_PDF } from "./multipart-body";
import { openSocket, parseAnswers, readUntilClosed, sleep } from "./raw-http";

// The server is started with a 1 s header time and a 2 s request time, so that what production
// does after 30 s and 10 minutes happens here within seconds.
const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
// Node checks its connections' clocks on an interval, a tenth of the shorter time.
const ENFORCEMENT_SLACK_MS = 1000;

const BOUNDARY = "resume-boundary";
const authorization = basicAuth();

const API_HEADERS = {
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

/** Writes `bytes` a few at a time, `everyMs` apart, while the socket stays open. */
function drip(socket: Socket, bytes: Buffer, piece: number, everyMs: number) {
  return async (isOpen: () => boolean) => {
    for (let offset = 0; offset < bytes.length && isOpen(); offset += piece) {
      socket.write(bytes.subarray(offset, offset + piece));
      await sleep(everyMs);
    }
  };
}

/** Drips `bytes` into the socket and reads what comes back until it closes or the wait ends. */
function dripUntilClosed(socket: Socket, bytes: Buffer, piece: number, everyMs: number) {
  return readUntilClosed(socket, REQUEST_TIMEOUT_MS + 4000, drip(socket, bytes, piece, everyMs));
}

function uploadHead(contentLength: number): string {
  return (
    `POST ${API_CALLS.saveCandResume.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `Authorization: ${authorization}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
    `Content-Length: ${contentLength}\r\n\r\n`
  );
}

describe("request time limits by default", () => {
  it("give a 5 MB resume ten minutes, what a phone on EDGE (70 kbit/s) needs to send it", () => {
    const config = loadConfig({});
    const edgeUplinkBytesPerSecond = 70_000 / 8;
    expect(config.requestTimeoutSeconds).toBe(600);
    expect(config.requestTimeoutSeconds * edgeUplinkBytesPerSecond).toBeGreaterThan(
      RESUME_MAX_BYTES,
    );
    expect(config.headersTimeoutSeconds).toBe(30);
  });
});

describe.each(testDatabases)("slow requests on $name", (kind) => {
  const { app } = useTestApp(kind, {
    env: {
      RATE_LIMIT_WRITES_PER_MIN: "100000",
      HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_MS / 1000),
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_MS / 1000),
    },
  });
  let port: number;

  beforeAll(async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  it("closes an upload dripping 10 bytes at a time once the request time is up, with a 408", async () => {
    const body = encodeMultipart(BOUNDARY, [
      { kind: "field", name: "candid", value: "an-upload-token" },
      {
        kind: "file",
        name: "resume",
        fileName: "cv.pdf",
        type: "application/pdf",
        content: Buffer.concat([TINY_PDF, Buffer.alloc(RESUME_MAX_BYTES / 2, 0x20)]),
      },
    ]);
    const socket = await openSocket(port);
    socket.write(uploadHead(body.length));
    const transcript = await dripUntilClosed(socket, body, 10, 200);

    expect(transcript.closedAfterMs, "closed by the server").toBeDefined();
    expect(transcript.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + ENFORCEMENT_SLACK_MS);
    const [answer] = parseAnswers(transcript.received);
    expect(answer?.status).toBe(408);
    expect(answer?.headers).toMatchObject(API_HEADERS);
    expect(JSON.parse(answer?.body ?? "")).toEqual({ message: "The request took too long" });
  });

  it("closes a connection whose headers drip in once the header time is up", async () => {
    const socket = await openSocket(port);
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const headers = Buffer.from("X-Padding: a\r\n".repeat(100));
    const transcript = await dripUntilClosed(socket, headers, 2, 100);
    expect(transcript.closedAfterMs, "closed by the server").toBeDefined();
    expect(transcript.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + ENFORCEMENT_SLACK_MS);
    expect(parseAnswers(transcript.received)[0]?.status).toBe(408);
  });

  it("does not cut a body that keeps arriving past the header time", async () => {
    const body = Buffer.from(
      JSON.stringify({
        name: "Asha Rao",
        email: "asha@raolabs.in",
        request: "Call me. ".repeat(60),
      }),
    );
    const socket = await openSocket(port);
    socket.write(
      `POST /api/SaveFeedback HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // The whole body in about 1.5 s: past the header time, within the request time.
    const transcript = await dripUntilClosed(socket, body, Math.ceil(body.length / 15), 100);
    expect(parseAnswers(transcript.received)[0]?.status).toBe(200);
  });

  it("keeps answering pages while 200 connections drip their headers", async () => {
    const sockets = await Promise.all(Array.from({ length: 200 }, () => openSocket(port)));
    const dripping = sockets.map((socket) => {
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      return readUntilClosed(
        socket,
        5000,
        drip(socket, Buffer.from("X-a: b\r\n".repeat(50)), 1, 50),
      );
    });
    await sleep(300);
    const started = Date.now();
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(answer.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    // And the slow ones are all let go after the header time.
    const transcripts = await Promise.all(dripping);
    expect(transcripts.every((transcript) => transcript.closedAfterMs !== undefined)).toBe(true);
  });
});
