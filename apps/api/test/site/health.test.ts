import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("GET /healthz on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });

  it("answers 200 while the database works", async () => {
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 once the database is gone", async () => {
    await database.db.destroy();
    const response = await app.inject({ url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable", message: "Database unavailable" });
  });
});
