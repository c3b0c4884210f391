import { describe, expect, it } from "vitest";
import { emailCheckPath, readEmailCheck } from "./email-check";
import { emailCheckParamsSchema } from "./email-check-payload";
import { emailCheckMessages } from "./messages";

describe("emailCheckPath", () => {
  it("encodes both parts so any address stays one path segment", () => {
    expect(emailCheckPath("a.b+leads@example.in", "203.0.113.7")).toBe(
      "/api/checksuspectemail/a.b%2Bleads%40example.in/203.0.113.7",
    );
    expect(emailCheckPath("x/y?z#@example.in", "::1")).toBe(
      "/api/checksuspectemail/x%2Fy%3Fz%23%40example.in/%3A%3A1",
    );
  });
});

describe("readEmailCheck", () => {
  it.each([
    [200, emailCheckMessages.ok, "accepted"],
    [200, "", "accepted"],
    [301, emailCheckMessages.suspect, "flagged"],
    [301, undefined, "flagged"],
    [200, emailCheckMessages.suspect, "flagged"],
    [500, { message: "Internal server error" }, "failed"],
    [401, undefined, "failed"],
  ])("status %d with %j is %s", (status, data, outcome) => {
    expect(readEmailCheck(status, data)).toBe(outcome);
  });
});

describe("emailCheckParamsSchema", () => {
  it("bounds both path parameters", () => {
    expect(emailCheckParamsSchema.safeParse({ email: "a@b.in", ip: "::1" }).success).toBe(true);
    expect(
      emailCheckParamsSchema.safeParse({ email: `${"a".repeat(250)}@b.in`, ip: "::1" }).success,
    ).toBe(false);
    expect(emailCheckParamsSchema.safeParse({ email: "a@b.in", ip: "1".repeat(46) }).success).toBe(
      false,
    );
  });
});
