import { savedEmailMessages } from "@site/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { addBlocklistEntry } from "../../src/leads/blocklist/blocklist-repository";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";
import {
  clearLeads,
  countRows,
  EMAIL_CALLS,
  EMAIL_FIELDS,
  type EmailCall,
  emailCallBodies,
  post,
} from "../leads/lead-fixtures";

const MAX_PER_HOUR = 5;

describe.each(testDatabases)(
  "the suspect e-mail check inside every save call, on $name",
  (kind) => {
    // The hourly counts start afresh for each test: it moves the clock a day on.
    let clock = Date.now();
    const { database, app } = useTestApp(kind, {
      env: { RATE_LIMIT_WRITES_PER_MIN: "100000", SUSPECT_MAX_PER_HOUR: String(MAX_PER_HOUR) },
      now: () => new Date(clock),
    });

    beforeEach(async () => {
      await clearLeads(database.db);
      clock += 24 * 60 * 60 * 1000;
    });

    const save = (call: EmailCall, email: string, remoteAddress = "198.51.100.10") =>
      post(app, call, { ...emailCallBodies[call], [EMAIL_FIELDS[call]]: email }, { remoteAddress });

    async function expectRefused(call: EmailCall, email: string) {
      const response = await save(call, email);
      expect([response.statusCode, response.json()]).toEqual([
        422,
        { message: savedEmailMessages.flagged, field: EMAIL_FIELDS[call] },
      ]);
    }

    async function block(value: string, blockKind: "email" | "domain") {
      await addBlocklistEntry(database.db, { value, kind: blockKind });
    }

    it.each(EMAIL_CALLS)(
      "%s refuses a throwaway address with 422 and stores nothing",
      async (call) => {
        await expectRefused(call, "lead@mailinator.com");
        expect(await countRows(database.db, "leads")).toBe(0);
        expect(await countRows(database.db, "jobs")).toBe(0);
      },
    );

    it.each(EMAIL_CALLS)("%s refuses a blocklisted address and stores nothing", async (call) => {
      await block("spam@raolabs.in", "email");
      await expectRefused(call, "Spam@RaoLabs.in");
      expect(await countRows(database.db, "leads")).toBe(0);
    });

    it.each([
      ["capitals and a trailing dot", "LEAD@MAILINATOR.COM."],
      ["full-width letters", "lead@ｍａｉｌｉｎａｔｏｒ.com"],
      ["a zero-width space", "lead@mail\u200binator.com"],
      ["a soft hyphen", "lead@mail\u00adinator.com"],
    ])("sees a throwaway domain written with %s", async (_case, email) => {
      await expectRefused("SaveLead", email);
    });

    it.each([
      ["plus-addressing", "spam+offers@raolabs.in"],
      ["a quoted local part", '"spam"@raolabs.in'],
      ["a quoted, plus-addressed local part", '"Spam+x"@raolabs.in'],
      ["full-width letters", "ｓｐａｍ@raolabs.in"],
      ["a zero-width joiner", "sp\u200dam@raolabs.in"],
      ["a trailing dot", "spam@raolabs.in."],
    ])("sees a blocklisted address written with %s", async (_case, email) => {
      await block("spam@raolabs.in", "email");
      await expectRefused("SaveFeedback", email);
      expect((await save("SaveFeedback", "asha@raolabs.in")).json()).toBe("OK");
    });

    it("sees a blocklisted international domain in Unicode or punycode", async () => {
      await block("xn--bcher-kva.in", "domain");
      await expectRefused("SaveLead", "sales@bücher.in");
      await expectRefused("SaveLead", "sales@mail.BÜCHER.in");
      await expectRefused("SaveLead", "sales@xn--bcher-kva.in");
    });

    it("stores an ordinary lead as before", async () => {
      for (const call of EMAIL_CALLS) {
        const response = await save(
          call,
          "asha@raolabs.in",
          `198.51.100.${EMAIL_CALLS.indexOf(call) + 20}`,
        );
        expect(response.statusCode).toBe(200);
      }
      expect(await countRows(database.db, "leads")).toBe(EMAIL_CALLS.length);
    });

    it("refuses a sender past the hourly maximum, whatever address it sends", async () => {
      for (let lead = 0; lead < MAX_PER_HOUR; lead += 1) {
        expect((await save("SaveLead", `v${lead}@raolabs.in`, "192.0.2.7")).json()).toBe("OK");
      }
      expect((await save("SaveLead", "new@raolabs.in", "192.0.2.7")).statusCode).toBe(422);
      expect((await save("SaveLead", "new@raolabs.in", "192.0.2.8")).json()).toBe("OK");
    });

    it("lets no sender flag another person's address", async () => {
      const victim = "victim@raolabs.in";
      for (let lead = 0; lead < MAX_PER_HOUR; lead += 1) {
        expect((await save("SaveLead", victim, "192.0.2.66")).json()).toBe("OK");
      }
      expect((await save("SaveLead", victim, "192.0.2.66")).statusCode).toBe(422);

      const check = await app.inject({
        url: `/api/checksuspectemail/${encodeURIComponent(victim)}/203.0.113.9`,
        remoteAddress: "203.0.113.9",
        headers: { authorization: basicAuth() },
      });
      expect([check.statusCode, check.body]).toEqual([200, "Email is OK"]);
      expect((await save("SaveLead", victim, "203.0.113.9")).json()).toBe("OK");
      expect((await save("SaveCandidate", victim, "203.0.113.9")).statusCode).toBe(200);
    });
  },
);
