import type { AddressInfo } from "node:net";
import { API_CALLS, RESUME_MAX_BYTES } from "@site/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { openSocket, parseAnswers, readUntilClosed } from "./raw-http";

// A client that sends `Expect: 100-continue` waits for the server's word before sending the body.
// Over the limit that word must be the 413 itself: after a 100 Continue the client is sending the
// body when the server answers and closes, the close resets the connection, and the 413 is lost.

const MiB = 1024 * 1024;
const authorization = basicAuth();

const API_HEADERS = {
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};

describe.each(testDatabases)("Expect: 100-continue on $name", (kind) => {
  const { app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  let port: number;

  beforeAll(async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  /** Sends only the head of a POST expecting 100-continue, and reads for a second. */
  async function announce(path: string, contentType: string, contentLength: number) {
    const socket = await openSocket(port);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
        `Content-Type: ${contentType}\r\nContent-Length: ${contentLength}\r\n` +
        "Expect: 100-continue\r\n\r\n",
    );
    return { socket, transcript: await readUntilClosed(socket, 1000) };
  }

  it("refuses a JSON body announced over 1 MiB with its 413, and no 100 Continue", async () => {
    const { transcript } = await announce("/api/SaveFeedback", "application/json", 2 * MiB);
    expect(transcript.received).not.toMatch(/100 Continue/);
    const [answer] = parseAnswers(transcript.received);
    expect(answer?.status).toBe(413);
    expect(answer?.headers).toMatchObject(API_HEADERS);
    expect(JSON.parse(answer?.body ?? "")).toEqual({ message: "Request body is too large" });
    expect(transcript.closedAfterMs, "the connection is closed").toBeDefined();
  });

  it("refuses a resume upload announced over 5 MB with the upload's 413, and no 100 Continue", async () => {
    const { transcript } = await announce(
      API_CALLS.saveCandResume.path,
      "multipart/form-data; boundary=resume-boundary",
      64 * MiB,
    );
    expect(transcript.received).not.toMatch(/100 Continue/);
    const [answer] = parseAnswers(transcript.received);
    expect(answer?.status).toBe(413);
    expect(answer?.headers).toMatchObject(API_HEADERS);
    expect(JSON.parse(answer?.body ?? "")).toEqual({
      message: "File size exceeds 5MB limit",
      field: "resume",
    });
  });

  it("lets a resume of the full 5 MB continue", async () => {
    const { socket, transcript } = await announce(
      API_CALLS.saveCandResume.path,
      "multipart/form-data; boundary=resume-boundary",
      RESUME_MAX_BYTES + 1024,
    );
    socket.destroy();
    expect(transcript.received).toBe("HTTP/1.1 100 Continue\r\n\r\n");
  });

  it("lets a body within the limit continue, then answers it", async () => {
    const body = JSON.stringify({
      name: "Asha Rao",
      email: "asha@raolabs.in",
      request: "Call me.",
    });
    const socket = await openSocket(port);
    socket.write(
      `POST /api/SaveFeedback HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        "Expect: 100-continue\r\nConnection: close\r\n\r\n",
    );
    const transcript = await readUntilClosed(socket, 3000, async () => {
      await new Promise((resolve) => socket.once("data", resolve));
      socket.write(body);
    });
    const [interim, final] = parseAnswers(transcript.received);
    expect(interim?.status).toBe(100);
    expect(final?.status).toBe(200);
  });
});
