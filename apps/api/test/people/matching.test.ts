import { describe, expect, it } from "vitest";
import { companyKey, emailKey, phoneKey } from "../../src/people/matching";

describe("person and company keys", () => {
  it("reads one mailbox however its address is written", () => {
    expect(emailKey("  Asha.Rao@RaoTextiles.in ")).toBe("asha.rao@raotextiles.in");
    expect(emailKey("asha+quotes@raotextiles.in")).toBe("asha@raotextiles.in");
    // Dots count outside Gmail.
    expect(emailKey("a.sha@raotextiles.in")).not.toBe(emailKey("asha@raotextiles.in"));
    expect(emailKey("A.Sha.Rao+erp@gmail.com")).toBe("asharao@gmail.com");
    expect(emailKey("asha.rao@googlemail.com")).toBe("asharao@gmail.com");
    expect(emailKey("not an address")).toBeUndefined();
    expect(emailKey("@gmail.com")).toBeUndefined();
    expect(emailKey("+tag@gmail.com")).toBeUndefined();
    expect(emailKey(null)).toBeUndefined();
    expect(emailKey(`${"a".repeat(100_000)}@example.in`)).toBeUndefined();
  });

  it("reads one phone however it is written, and never matches a number it cannot read", () => {
    const key = "+919825070707";
    for (const written of ["+91 98250 70707", "98250-70707", "098250 70707", "0091 98250 70707"]) {
      expect(phoneKey(written)).toBe(key);
    }
    expect(phoneKey("+919825070707")).toBe(key);
    expect(phoneKey("+44 20 7946 0958")).toBe("+442079460958");
    expect(phoneKey("12345")).toBeUndefined();
    expect(phoneKey("call me")).toBeUndefined();
    expect(phoneKey("")).toBeUndefined();
    expect(phoneKey(null)).toBeUndefined();
  });

  it("makes one company of its legal forms, cases and punctuation", () => {
    const key = "tatva industries";
    for (const written of [
      "Tatva Industries",
      "TATVA INDUSTRIES PVT. LTD.",
      "Tatva Industries Private Limited",
      "Tatva  Industries Pvt Ltd",
      "Tatva Industries Ltd",
      "Tatva Industries Limited",
      "Tatva Industries LLP",
      "Tatva Industries, Inc.",
      "Tatva Industries Inc",
      "Tatva Industries LLC",
      "Tatva Industries Corp",
      "Tatva Industries Co.",
      " tatva-industries ",
    ]) {
      expect(companyKey(written)).toBe(key);
    }
    expect(companyKey("Shah & Sons")).toBe("shah and sons");
    expect(companyKey("Limited")).toBe("limited");
    expect(companyKey(" ... ")).toBeUndefined();
    expect(companyKey(null)).toBeUndefined();
    expect(companyKey("x".repeat(100_000))?.length).toBe(200);
  });
});
