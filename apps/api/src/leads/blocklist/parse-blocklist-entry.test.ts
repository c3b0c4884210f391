import { describe, expect, it } from "vitest";
import { parseBlocklistEntry } from "./parse-blocklist-entry";

describe("parseBlocklistEntry", () => {
  // Stored as the save calls compare them, whatever spelling the staff member typed.
  it.each([
    ["Spammer@Gmail.com", "spammer@gmail.com", "email"],
    ["spammer+offers@gmail.com", "spammer@gmail.com", "email"],
    ['"spammer"@gmail.com', "spammer@gmail.com", "email"],
    ["ｓｐａｍｍｅｒ@gmail.com", "spammer@gmail.com", "email"],
    ["spam\u200bmer@gmail.com.", "spammer@gmail.com", "email"],
    ["sales@Bücher.in", "sales@xn--bcher-kva.in", "email"],
    ["@Bulk-Leads.example.", "bulk-leads.example", "domain"],
    ["Bücher.in", "xn--bcher-kva.in", "domain"],
    ["ｂｕｌｋ.example", "bulk.example", "domain"],
    ["bulk\u200b.example", "bulk.example", "domain"],
  ])("stores %s as %s, a blocked %s", (input, value, kind) => {
    expect(parseBlocklistEntry(input)).toEqual({ ok: true, value, kind });
  });

  it("refuses an entry longer than an address can be before reading it", () => {
    expect(parseBlocklistEntry(`a@${".".repeat(100_000)}@`)).toMatchObject({ ok: false });
  });
});
