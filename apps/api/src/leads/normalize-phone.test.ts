import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizePhone } from "./normalize-phone";

describe("normalizePhone", () => {
  it.each([
    "+91 98100-12345",
    "919810012345",
    "09810012345",
    "9810012345",
    "0091 98100 12345",
    "+91 (98100) 123.45",
    "98100 12345.",
  ])("reads %s as 9810012345", (input) => {
    expect(normalizePhone(input)).toBe("9810012345");
  });

  it("makes every common spelling of an Indian mobile number meet", () => {
    const mobile = fc.stringMatching(/^[6-9]\d{9}$/);
    const spelling = fc.constantFrom(
      (n: string) => n,
      (n: string) => `+91${n}`,
      (n: string) => `+91 ${n.slice(0, 5)} ${n.slice(5)}`,
      (n: string) => `91-${n.slice(0, 5)}-${n.slice(5)}`,
      (n: string) => `0${n}`,
      (n: string) => `(0${n.slice(0, 3)}) ${n.slice(3, 6)}.${n.slice(6)}`,
    );

    fc.assert(
      fc.property(mobile, spelling, (number, spell) => normalizePhone(spell(number)) === number),
    );
  });

  it("drops India's country code from a landline written with its area code", () => {
    expect(normalizePhone("+91 11 4170 2200")).toBe("1141702200");
  });

  it("keeps a number from another country as its digits", () => {
    expect(normalizePhone("+1 (415) 555-0100")).toBe("14155550100");
  });

  it("rejects letters, a plus in the middle and over-long numbers", () => {
    expect(normalizePhone("98100-CALL-ME")).toBeNull();
    expect(normalizePhone("98100+12345")).toBeNull();
    expect(normalizePhone("1234567890123456")).toBeNull();
    expect(normalizePhone(" - ")).toBeNull();
    expect(normalizePhone("+00")).toBeNull();
  });
});
