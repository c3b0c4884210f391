import { describe, expect, it } from "vitest";
import { parseBlocklistEntry } from "./parse-blocklist-entry";

describe("parseBlocklistEntry", () => {
  it.each([
    ["Spammer@Gmail.com", "spammer@gmail.com"],
    ["spammer+offers@gmail.com", "spammer@gmail.com"],
    ['"spammer"@gmail.com', "spammer@gmail.com"],
    ["ｓｐａｍｍｅｒ@gmail.com", "spammer@gmail.com"],
    ["spam\u200bmer@gmail.com.", "spammer@gmail.com"],
    ["sales@Bücher.in", "sales@xn--bcher-kva.in"],
  ])("stores the address %s as the save calls compare it: %s", (input, value) => {
    expect(parseBlocklistEntry(input)).toEqual({ ok: true, value, kind: "email" });
  });

  it.each([
    ["@Bulk-Leads.example.", "bulk-leads.example"],
    ["Bücher.in", "xn--bcher-kva.in"],
    ["ｂｕｌｋ.example", "bulk.example"],
    ["bulk\u200b.example", "bulk.example"],
  ])("stores the domain %s as %s", (input, value) => {
    expect(parseBlocklistEntry(input)).toEqual({ ok: true, value, kind: "domain" });
  });

  it("refuses an entry longer than an address can be before reading it", () => {
    expect(parseBlocklistEntry(`a@${".".repeat(100_000)}@`)).toMatchObject({ ok: false });
  });
});
