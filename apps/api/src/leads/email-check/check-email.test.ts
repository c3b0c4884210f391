import { describe, expect, it, vi } from "vitest";
import { type CheckEmailInput, checkEmail } from "./check-email";

function input(overrides: Partial<CheckEmailInput> = {}): CheckEmailInput {
  return {
    email: "anita@pharmalink.co.in",
    ip: "203.0.113.7",
    isBlocked: async () => false,
    countRecentSubmissions: async () => 0,
    maxPerHour: 5,
    ...overrides,
  };
}

describe("checkEmail", () => {
  it("passes an ordinary business address", async () => {
    expect(await checkEmail(input())).toEqual({ suspect: false });
  });

  it("flags bad syntax without touching the database", async () => {
    const isBlocked = vi.fn(async () => false);
    const countRecentSubmissions = vi.fn(async () => 0);

    const result = await checkEmail(
      input({ email: "anita at pharmalink.co.in", isBlocked, countRecentSubmissions }),
    );

    expect(result).toEqual({ suspect: true, reason: "syntax" });
    expect(isBlocked).not.toHaveBeenCalled();
    expect(countRecentSubmissions).not.toHaveBeenCalled();
  });

  it("flags a disposable domain and its subdomains", async () => {
    expect(await checkEmail(input({ email: "lead@mailinator.com" }))).toEqual({
      suspect: true,
      reason: "disposable",
    });
    expect(await checkEmail(input({ email: "lead@eu.guerrillamail.com" }))).toEqual({
      suspect: true,
      reason: "disposable",
    });
  });

  it("flags a blocklisted address, compared without case", async () => {
    const blocked = new Set(["spammer@pharmalink.co.in"]);
    const isBlocked = async (entries: readonly string[]) => entries.some((e) => blocked.has(e));

    expect(await checkEmail(input({ email: "Spammer@PharmaLink.co.in", isBlocked }))).toEqual({
      suspect: true,
      reason: "blocklist",
    });
    expect(await checkEmail(input({ isBlocked }))).toEqual({ suspect: false });
  });

  it("flags an address whose domain or parent domain is blocklisted", async () => {
    const isBlocked = async (entries: readonly string[]) => entries.includes("bulkleads.biz");

    expect(await checkEmail(input({ email: "a@bulkleads.biz", isBlocked }))).toMatchObject({
      reason: "blocklist",
    });
    expect(await checkEmail(input({ email: "a@mx.bulkleads.biz", isBlocked }))).toMatchObject({
      reason: "blocklist",
    });
  });

  it("never asks whether a bare top-level domain is blocked", async () => {
    const asked: string[] = [];
    await checkEmail(
      input({
        isBlocked: async (entries) => {
          asked.push(...entries);
          return false;
        },
      }),
    );

    expect(asked).toEqual(["anita@pharmalink.co.in", "pharmalink.co.in", "co.in"]);
  });

  it("asks for the normalised address, its mailbox and its punycode domain", async () => {
    const asked: string[] = [];
    const isBlocked = async (entries: readonly string[]) => {
      asked.push(...entries);
      return false;
    };

    await checkEmail(input({ email: '"\uff21nita+leads"@B\u00fccher.co.in.', isBlocked }));

    expect(asked).toEqual([
      '"anita+leads"@xn--bcher-kva.co.in',
      "anita@xn--bcher-kva.co.in",
      "xn--bcher-kva.co.in",
      "co.in",
    ]);
  });

  it("counts the submissions of the sending IP, not the address's", async () => {
    const countRecentSubmissions = vi.fn(async () => 0);

    await checkEmail(input({ email: "Anita@PharmaLink.co.in", countRecentSubmissions }));

    expect(countRecentSubmissions).toHaveBeenCalledWith({ ip: "203.0.113.7" });
  });

  it("allows up to maxPerHour leads an hour and flags the next one", async () => {
    const withRecent = (count: number) => input({ countRecentSubmissions: async () => count });

    expect(await checkEmail(withRecent(4))).toEqual({ suspect: false });
    expect(await checkEmail(withRecent(5))).toEqual({ suspect: true, reason: "rate" });
  });
});
