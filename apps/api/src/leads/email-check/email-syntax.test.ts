import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, emailDomain, isEmailSyntaxValid } from "./email-syntax";

describe("isEmailSyntaxValid", () => {
  it.each(["a@b.co", "priya.raghavan@kaizenfusion.in", "first.last+leads@mail.example.co.in"])(
    "accepts %s",
    (email) => {
      expect(isEmailSyntaxValid(email)).toBe(true);
    },
  );

  it.each([
    ["empty", ""],
    ["a space", "priya raghavan@kaizenfusion.in"],
    ["a tab", "priya\t@kaizenfusion.in"],
    ["a trailing newline", "priya@kaizenfusion.in\n"],
    ["no @", "priya.kaizenfusion.in"],
    ["two @", "priya@@kaizenfusion.in"],
    ["an @ in the domain", "priya@kaizen@fusion.in"],
    ["no dot after the @", "priya@kaizenfusion"],
    ["nothing before the @", "@kaizenfusion.in"],
    ["nothing after the last dot", "priya@kaizenfusion."],
  ])("rejects an address with %s", (_case, email) => {
    expect(isEmailSyntaxValid(email)).toBe(false);
  });

  it("bounds the length at 254 characters", () => {
    const domain = "@kaizenfusion.in";
    const longest = `${"a".repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`;

    expect(longest).toHaveLength(254);
    expect(isEmailSyntaxValid(longest)).toBe(true);
    expect(isEmailSyntaxValid(`a${longest}`)).toBe(false);
  });
});

describe("emailDomain", () => {
  it("returns the lower-cased part after the @", () => {
    expect(emailDomain("Sales@KaizenFusion.IN")).toBe("kaizenfusion.in");
  });
});
