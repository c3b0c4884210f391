import { describe, expect, it } from "vitest";
import { employeeErrorMessage, employeeParamsSchema, employeePath } from "./employee";
import { employeeMessages as m } from "./messages";

describe("employeeErrorMessage", () => {
  it.each([
    [{ kind: "no-phone" } as const, m.noPhone],
    [{ kind: "status", status: 404 } as const, m.notFound],
    [{ kind: "status", status: 401 } as const, m.authFailed],
    [{ kind: "status", status: 403, serverMessage: "Forbidden" } as const, m.authFailed],
    [
      { kind: "status", status: 500, serverMessage: "Database offline" } as const,
      "Database offline",
    ],
    [{ kind: "status", status: 502 } as const, "Unexpected error (HTTP 502)"],
    [{ kind: "status", status: 500, serverMessage: "" } as const, "Unexpected error (HTTP 500)"],
    [{ kind: "network" } as const, m.network],
    [{ kind: "unexpected" } as const, m.unexpected],
  ])("%j shows %s", (failure, expected) => {
    expect(employeeErrorMessage(failure)).toBe(expected);
  });
});

describe("employee lookup path", () => {
  it("encodes the phone from the URL", () => {
    expect(employeePath("+91 98100 12345")).toBe("/api/getemployee/%2B91%2098100%2012345");
  });

  it("needs a phone of bounded length", () => {
    expect(employeeParamsSchema.safeParse({ id: " " }).error?.issues[0]?.message).toBe(m.noPhone);
    expect(employeeParamsSchema.safeParse({ id: "9".repeat(31) }).success).toBe(false);
    expect(employeeParamsSchema.parse({ id: "9810012345" })).toEqual({ id: "9810012345" });
  });
});
