import { describe, expect, it } from "vitest";
import { normalizePhoneFields, normalizePhoneInput, PHONE_INPUT_MAX_LENGTH } from "./phone-input";

describe("normalizePhoneInput", () => {
  it.each([
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["+91 (98765) 432.10", "+919876543210"],
    ["(011) 4170-2200", "01141702200"],
    ["98765.43210", "9876543210"],
    ["  9876543210\t", "9876543210"],
    ["+91\u00a098765\u202f43210", "+919876543210"],
    ["+91 98765\u201343210", "+919876543210"],
    ["", ""],
  ])("reads %j as %j", (typed, normalised) => {
    expect(normalizePhoneInput(typed)).toBe(normalised);
  });

  it("leaves what is not a separator for the phone rule to refuse", () => {
    expect(normalizePhoneInput("98765-CALL-ME")).toBe("98765CALLME");
    expect(normalizePhoneInput("98765 +43210")).toBe("98765+43210");
    expect(normalizePhoneInput("+91/98765/43210")).toBe("+91/98765/43210");
  });

  it("only trims an entry longer than the input allows", () => {
    const long = ` ${"9 ".repeat(PHONE_INPUT_MAX_LENGTH)}`;
    expect(normalizePhoneInput(long)).toBe(long.trim());
    expect(normalizePhoneInput(long).length).toBeGreaterThan(PHONE_INPUT_MAX_LENGTH);
  });

  it("still reads the longest entry the input allows", () => {
    const longest = "+91 (98765) 43210 - 12 34 56 7";
    expect(longest).toHaveLength(PHONE_INPUT_MAX_LENGTH);
    expect(normalizePhoneInput(longest)).toBe("+9198765432101234567");
  });
});

describe("normalizePhoneFields", () => {
  it("normalises the named fields only", () => {
    const input = { phone: "+91 98765 43210", request: "Call me on 98765 43210" };
    expect(normalizePhoneFields(input, ["phone"])).toEqual({
      phone: "+919876543210",
      request: "Call me on 98765 43210",
    });
    expect(input.phone).toBe("+91 98765 43210");
  });
});
