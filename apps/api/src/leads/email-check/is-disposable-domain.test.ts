import { describe, expect, it } from "vitest";
import { isDisposableDomain } from "./is-disposable-domain";

describe("isDisposableDomain", () => {
  it("flags a listed throwaway-mail domain, whatever its case", () => {
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isDisposableDomain("YopMail.com")).toBe(true);
  });

  it("flags a subdomain of a listed domain", () => {
    expect(isDisposableDomain("inbox.guerrillamail.com")).toBe(true);
    // Listed only as a wildcard entry, which covers its subdomains.
    expect(isDisposableDomain("x.anonaddy.me")).toBe(true);
  });

  it("accepts ordinary mail providers and company domains", () => {
    for (const domain of ["gmail.com", "outlook.com", "kaizenfusion.in", "tcs.com"]) {
      expect(isDisposableDomain(domain)).toBe(false);
    }
  });

  it("matches whole labels only, not a name that merely ends the same way", () => {
    expect(isDisposableDomain("yopmail.com")).toBe(true);
    expect(isDisposableDomain("myyopmail.com")).toBe(false);
  });
});
