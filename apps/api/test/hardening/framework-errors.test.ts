import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { exchange, parseAnswers, type RawAnswer } from "./raw-http";

// Requests Fastify or Node would answer themselves, before the app's hooks run: each must get the
// app's JSON answer and security headers, and say nothing of the framework behind it.

const authorization = basicAuth();

const INERT_HEADERS = {
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
};
const DOCUMENT_HEADERS = {
  ...INERT_HEADERS,
  "x-frame-options": "SAMEORIGIN",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function expectAppAnswer(answer: RawAnswer | undefined, status: number, message: string) {
  expect(answer?.status).toBe(status);
  expect(answer?.headers["content-type"]).toMatch(/^application\/json/);
  expect(answer?.headers).toMatchObject(INERT_HEADERS);
  expect(JSON.parse(answer?.body ?? "")).toEqual({ message });
  expect(answer?.body).not.toMatch(/FST_|fastify|<script/i);
}

describe.each(testDatabases)("errors Fastify and Node would answer themselves on $name", (kind) => {
  const { app } = useTestApp(kind);
  let port: number;

  beforeAll(async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });

  const get = async (path: string, headers = "") => {
    const { received } = await exchange(
      port,
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`,
    );
    return parseAnswers(received)[0];
  };

  it.each([
    ["/admin/%c0<script>", DOCUMENT_HEADERS],
    ["/%", DOCUMENT_HEADERS],
    ["/empcard/%E0%A4%A", DOCUMENT_HEADERS],
    ["/api/getemployee/%zz", INERT_HEADERS],
  ])("answers the undecodable path %s with the app's 400", async (path, headers) => {
    const answer = await get(path, `Authorization: ${authorization}\r\n`);
    expectAppAnswer(answer, 400, "The address is not valid");
    expect(answer?.headers).toMatchObject(headers);
  });

  it("answers the same through inject, the app's own way in", async () => {
    const response = await app.inject({ url: "/admin/%c0" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The address is not valid" });
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("answers a request line Node cannot parse with the app's 400", async () => {
    const { received } = await exchange(port, "GET /a b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    expectAppAnswer(parseAnswers(received)[0], 400, "The request is not valid HTTP");
  });

  it("answers a header with a control character with the app's 400", async () => {
    const answer = parseAnswers(
      (await exchange(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\u0001b\r\n\r\n"))
        .received,
    )[0];
    expectAppAnswer(answer, 400, "The request is not valid HTTP");
  });

  it("answers headers over Node's size limit with the app's 431", async () => {
    const answer = await get("/", `X-Padding: ${"a".repeat(20_000)}\r\n`);
    expectAppAnswer(answer, 431, "The request headers are too large");
  });
});
