import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SAVE_OK } from "@site/contracts";
import { BOOKING_TOKEN_HEADER } from "@site/contracts/booking";
import { REQUEST_REFERENCE_HEADER } from "@site/contracts/request-reference";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { postSave } from "./save-call";

// A real HTTP server on loopback answers the save, with the headers a save call's answer carries.

const TOKEN = "42.1796000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";
let server: Server;
let origin = "";
let answerHeaders: Record<string, string> = {};
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { "content-type": "text/plain", ...answerHeaders }).end(SAVE_OK);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  vi.unstubAllGlobals();
  received.length = 0;
});

const useApiAt = (apiBase: string) =>
  vi.stubGlobal("window", {
    __SITE_CONFIG__: { apiBase, basicAuth: "c2l0ZTpzZWNyZXQ=", ipLookupUrl: "/api/ip" },
  });

describe("postSave", () => {
  it("hands back the booking token and the reference the save's answer carries", async () => {
    useApiAt(origin);
    answerHeaders = { [BOOKING_TOKEN_HEADER]: TOKEN, [REQUEST_REFERENCE_HEADER]: "KF-7Q4M-2XR9" };
    const answer = await postSave("/api/SaveFeedback", { name: "Asha Rao" }, "key-1");
    expect(answer).toEqual({ saved: true, reference: "KF-7Q4M-2XR9", bookingToken: TOKEN });
    expect(received[0]?.headers.authorization).toBe("Basic c2l0ZTpzZWNyZXQ=");
    expect(received[0]?.headers["idempotency-key"]).toBe("key-1");
  });

  it("has no booking token when the answer sends none, or one that is not a token", async () => {
    useApiAt(origin);
    answerHeaders = {};
    expect((await postSave("/api/SaveFeedback", {}, "key-2")).bookingToken).toBeUndefined();
    answerHeaders = { [BOOKING_TOKEN_HEADER]: "<script>alert(1)</script>" };
    expect((await postSave("/api/SaveFeedback", {}, "key-3")).bookingToken).toBeUndefined();
  });
});
