import { beforeEach, describe, expect, it } from "vitest";
import { addBlocklistEntry } from "../../src/leads/blocklist/blocklist-repository";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { clearLeads, post, validPayloads } from "./lead-fixtures";

const MAX_PER_HOUR = 2;

describe.each(testDatabases)("GET /api/checksuspectemail/{email}/{ip} on $name", (kind) => {
  // The hourly counts start afresh for each test: it moves the clock a day on.
  let clock = Date.now();
  const { database, app } = useTestApp(kind, {
    env: { SUSPECT_MAX_PER_HOUR: String(MAX_PER_HOUR), RATE_LIMIT_WRITES_PER_MIN: "100000" },
    now: () => new Date(clock),
  });

  beforeEach(async () => {
    await clearLeads(database.db);
    clock += 24 * 60 * 60 * 1000;
  });

  function check(email: string, options: { ip?: string; remoteAddress?: string } = {}) {
    return app.inject({
      url: `/api/checksuspectemail/${encodeURIComponent(email)}/${options.ip ?? "203.0.113.7"}`,
      remoteAddress: options.remoteAddress,
      headers: { authorization: basicAuth() },
    });
  }

  async function expectVerdict(email: string, verdict: "ok" | "suspect", remoteAddress?: string) {
    const response = await check(email, { remoteAddress });
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers.location).toBeUndefined();
    if (verdict === "ok") {
      expect([response.statusCode, response.body]).toEqual([200, "Email is OK"]);
    } else {
      expect([response.statusCode, response.body]).toEqual([301, "Email is suspect"]);
    }
  }

  async function block(value: string, blockKind: "email" | "domain") {
    await addBlocklistEntry(database.db, { value, kind: blockKind });
  }

  it("answers 200 'Email is OK' for an ordinary address", async () => {
    await expectVerdict("asha@raolabs.in", "ok");
  });

  it.each([
    ["no domain dot", "asha@raolabs"],
    ["a space", "asha rao@raolabs.in"],
    ["two @", "asha@rao@labs.in"],
  ])(
    "answers 301 'Email is suspect' without a Location for bad syntax: %s",
    async (_case, email) => {
      await expectVerdict(email, "suspect");
    },
  );

  it("flags a disposable-mail domain and its subdomains", async () => {
    await expectVerdict("someone@mailinator.com", "suspect");
    await expectVerdict("someone@inbox.mailinator.com", "suspect");
  });

  it("flags a blocklisted address in any letter case", async () => {
    await block("spam@raolabs.in", "email");
    await expectVerdict("Spam@RaoLabs.in", "suspect");
    await expectVerdict("asha@raolabs.in", "ok");
  });

  it("flags a blocklisted domain and its subdomains", async () => {
    await block("spamfirm.in", "domain");
    await expectVerdict("sales@spamfirm.in", "suspect");
    await expectVerdict("sales@mail.spamfirm.in", "suspect");
    await expectVerdict("sales@notspamfirm.in", "ok");
  });

  it("never flags an address for the leads other senders sent with it", async () => {
    // Anyone can send a visitor's address; counting it across IPs let a stranger block it.
    const email = "busy@raolabs.in";
    for (let lead = 0; lead < MAX_PER_HOUR; lead += 1) {
      await expectVerdict(email, "ok", `198.51.100.${lead + 1}`);
      const saved = await post(
        app,
        "SaveLead",
        { ...validPayloads.SaveLead, email },
        { remoteAddress: `198.51.100.${lead + 1}` },
      );
      expect(saved.json()).toBe("OK");
    }
    await expectVerdict("Busy@RaoLabs.in", "ok", "198.51.100.99");
  });

  it("flags an IP that already left the hourly maximum, whatever the address", async () => {
    const ip = "192.0.2.77";
    for (let lead = 0; lead < MAX_PER_HOUR; lead += 1) {
      await post(
        app,
        "SaveFeedback",
        { ...validPayloads.SaveFeedback, email: `v${lead}@raolabs.in` },
        {
          remoteAddress: ip,
        },
      );
    }
    await expectVerdict("fresh@raolabs.in", "suspect", ip);
    await expectVerdict("fresh@raolabs.in", "ok", "192.0.2.78");
  });

  it("counts the address the server saw, not the {ip} in the path", async () => {
    for (let lead = 0; lead < MAX_PER_HOUR; lead += 1) {
      await post(
        app,
        "SaveFeedback",
        { ...validPayloads.SaveFeedback, email: `w${lead}@raolabs.in` },
        {
          remoteAddress: "192.0.2.80",
        },
      );
    }
    const response = await check("new@raolabs.in", {
      ip: "192.0.2.80",
      remoteAddress: "192.0.2.81",
    });
    expect(response.statusCode).toBe(200);
  });

  it("forgets leads older than an hour", async () => {
    const email = "returning@raolabs.in";
    for (let lead = 0; lead < MAX_PER_HOUR; lead += 1) {
      await post(app, "SaveLead", { ...validPayloads.SaveLead, email });
    }
    await expectVerdict(email, "suspect");
    clock += 61 * 60 * 1000;
    await expectVerdict(email, "ok");
  });

  it("checks the longest deliverable address, and refuses a longer one by name", async () => {
    await expectVerdict(`${"a".repeat(64)}@${"b".repeat(178)}.example.in`, "ok");

    const response = await check(`${"a".repeat(250)}@raolabs.in`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "This field must be at most 254 characters long",
      field: "email",
    });
  });

  it("answers 401 without the API credentials", async () => {
    const response = await app.inject({ url: "/api/checksuspectemail/asha@raolabs.in/1.2.3.4" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Authentication required" });
  });
});
