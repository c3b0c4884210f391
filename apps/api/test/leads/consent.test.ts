import { type CandidatePayload, PRIVACY_NOTICE_VERSION, payloadMessages } from "@site/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";
import { clearLeads, countRows, leadRows, post, validPayloads } from "./lead-fixtures";

const candidate: CandidatePayload = {
  fullname: "Asha Rao",
  emailid: "asha@raolabs.in",
  phoneno: "+919876543210",
  totexp: 3.5,
  jobappl: "Full Stack Developer",
  canddet: "Five years of React and Node.",
  ipadd: "203.0.113.7",
};

/** Every call that saves a lead, with a valid body as the site's forms send it. */
const payloads: Record<string, object> = { ...validPayloads, SaveCandidate: candidate };
const CALLS = Object.keys(payloads);

describe.each(testDatabases)("the consent kept with every lead on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });

  beforeEach(async () => {
    await clearLeads(database.db);
  });

  async function saveAndReadBack(call: string, consent: object) {
    const response = await post(app, call, { ...payloads[call], ...consent });
    expect(response.statusCode).toBe(200);
    const rows = await leadRows(database.db);
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  it.each(CALLS)(
    "%s keeps a ticked opt-in with the notice version and the server's time",
    async (call) => {
      const before = new Date().toISOString();
      const row = await saveAndReadBack(call, {
        marketing_opt_in: true,
        privacy_notice_version: PRIVACY_NOTICE_VERSION,
        // The time is the server's: a client cannot backdate its consent.
        marketing_opt_in_at: "2001-01-01T00:00:00.000Z",
      });
      expect(row).toMatchObject({
        marketing_opt_in: 1,
        privacy_notice_version: PRIVACY_NOTICE_VERSION,
      });
      expect(row?.marketing_opt_in_at).toBe(row?.created_at);
      expect(row?.marketing_opt_in_at && row.marketing_opt_in_at >= before).toBe(true);
    },
  );

  it.each(CALLS)("%s keeps an unticked box as no opt-in, with the notice version", async (call) => {
    const row = await saveAndReadBack(call, {
      marketing_opt_in: false,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(row).toMatchObject({
      marketing_opt_in: 0,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
      marketing_opt_in_at: null,
    });
  });

  it.each(CALLS)("%s from a page without the consent fields saves no opt-in", async (call) => {
    const row = await saveAndReadBack(call, {});
    expect(row).toMatchObject({
      marketing_opt_in: 0,
      privacy_notice_version: null,
      marketing_opt_in_at: null,
    });
  });

  it.each(CALLS)(
    "%s refuses an opt-in that is not true or false and saves nothing",
    async (call) => {
      const response = await post(app, call, { ...payloads[call], marketing_opt_in: "yes" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: payloadMessages.notBoolean,
        field: "marketing_opt_in",
      });
      expect(await countRows(database.db, "leads")).toBe(0);
    },
  );
});
