import { beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../src/infrastructure/http/http-error";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("error answers on $name", (kind) => {
  const { app } = useTestApp(kind);

  beforeAll(async () => {
    // Routes that fail on purpose, to see what a client gets from the central error handler.
    app.get("/api-test/crash", async () => {
      throw new Error("connection string postgres://secret@db leaked");
    });
    app.get("/api-test/conflict", async () => {
      throw new HttpError(409, "That e-mail is already registered", { field: "email" });
    });
    app.post(
      "/api-test/echo",
      {
        schema: {
          body: {
            type: "object",
            required: ["email"],
            properties: { email: { type: "string" }, phone: { type: "string", minLength: 10 } },
          },
        },
      },
      async (request) => request.body,
    );
  });

  const authorization = basicAuth();

  function postJson(url: string, payload: string, contentType = "application/json") {
    return app.inject({
      method: "POST",
      url,
      payload,
      headers: { authorization, "content-type": contentType },
    });
  }

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await app.inject({ url: "/api/no-such-call", headers: { authorization } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("answers a POST to a non-API path with a JSON 404", async () => {
    const response = await postJson("/about", "{}");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });

  it("answers malformed JSON with 400", async () => {
    const response = await postJson("/api/contact", '{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Request body is not valid JSON" });
  });

  it("answers an unsupported content type with 415", async () => {
    const response = await postJson("/api/contact", "<lead/>", "application/xml");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: "Unsupported content type" });
  });

  it("answers a body over 1 MiB with 413", async () => {
    const payload = JSON.stringify({ text: "x".repeat(1024 * 1024) });
    const response = await postJson("/api/contact", payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "Request body is too large" });
  });

  it("names the field a schema rejects", async () => {
    const missing = await postJson("/api-test/echo", "{}");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: "email", message: expect.any(String) });

    const short = await postJson("/api-test/echo", '{"email":"a@b.in","phone":"12"}');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: "phone" });
  });

  it("keeps the message and field of a client error", async () => {
    const response = await app.inject({ url: "/api-test/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "That e-mail is already registered",
      field: "email",
    });
  });

  it("hides the details of a server error", async () => {
    const response = await app.inject({ url: "/api-test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Internal server error" });
  });
});
