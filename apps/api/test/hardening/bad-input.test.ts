import { BLOG_POSTS } from "@site/content/blog-posts";
import { API_CALLS } from "@site/contracts";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../src/seed-database";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { leadIdOfUploadToken } from "../helpers/resume-upload";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { CANDIDATE, validPayloads } from "../leads/lead-fixtures";
import {
  contentType,
  hostileJson,
  hostilePathSegment,
  hostileString,
  mutatedBody,
  rawBody,
} from "./hostile-input";
import { multipartBody, validUpload } from "./multipart-body";

// Per call and database: enough to meet every kind of hostile value several times, few enough
// that the suite stays well under a minute.
const RUNS = 60;

type CallName = keyof typeof API_CALLS;

const openBlog = BLOG_POSTS.find((post) => !post.commentsClosed);
if (openBlog === undefined) throw new Error("The seed needs an article that takes comments");

/** Everything a public call could add to or change in the database, in one query. */
interface Footprint {
  leads: number;
  jobs: number;
  resumes: number;
  resumeBytes: number;
  comments: number;
  likes: number;
  blocklist: number;
  employees: number;
  blogs: number;
}

async function footprint(database: TestDatabase): Promise<Footprint> {
  const { rows } = await sql<Record<keyof Footprint, number | string | null>>`
    select
      (select count(*) from leads) as leads,
      (select count(*) from jobs) as jobs,
      (select count(*) from resumes) as resumes,
      (select coalesce(sum(size), 0) from resumes) as "resumeBytes",
      (select count(*) from blog_comments) as comments,
      (select coalesce(sum(likes), 0) from blogs) as likes,
      (select count(*) from email_blocklist) as blocklist,
      (select count(*) from employees) as employees,
      (select count(*) from blogs) as blogs
  `.execute(database.db);
  const row = rows[0];
  if (row === undefined) throw new Error("no footprint row");
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)]),
  ) as unknown as Footprint;
}

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
const requestsThrown: Record<string, number> = {};

afterAll(() => {
  const total = Object.values(requestsThrown).reduce((sum, count) => sum + count, 0);
  console.info(`hostile requests thrown: ${total}`, requestsThrown);
});

describe.each(testDatabases)("hostile input to every public call on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    env: { RATE_LIMIT_WRITES_PER_MIN: "100000", SUSPECT_MAX_PER_HOUR: "100000" },
  });
  let candidateId: number;
  /** SaveCandidate's answer for that candidate: the one-time token its resume upload needs. */
  let uploadToken: string;

  beforeAll(async () => {
    await seedDatabase(database.db);
    const saved = await app.inject({
      method: "POST",
      url: API_CALLS.saveCandidate.path,
      payload: CANDIDATE,
      headers: { authorization: basicAuth() },
    });
    uploadToken = saved.json<string>();
    candidateId = await leadIdOfUploadToken(database.db, uploadToken);
  });

  /** Sends one request and checks what holds for any answer: no 5xx, and a message on a 4xx. */
  let sent = 0;
  /** The address of the request just sent: 10.0.0.1, 10.0.0.2 … */
  const lastAddress = () => `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;

  async function send(call: CallName, options: InjectOptions): Promise<LightMyRequestResponse> {
    requestsThrown[`${kind.name} ${call}`] = (requestsThrown[`${kind.name} ${call}`] ?? 0) + 1;
    sent += 1;
    const response = await app.inject({
      remoteAddress: lastAddress(),
      ...options,
      headers: { authorization: basicAuth(), ...options.headers },
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    return response;
  }

  /** A JSON body (valid but altered, any JSON, or not JSON at all) with some content type. */
  function anyBody(valid: Record<string, unknown>) {
    return fc.oneof(
      {
        weight: 3,
        arbitrary: mutatedBody(valid).map((body) => ({
          payload: JSON.stringify(body),
          type: "application/json",
        })),
      },
      {
        weight: 1,
        arbitrary: hostileJson.map((body) => ({
          payload: JSON.stringify(body) ?? "",
          type: "application/json",
        })),
      },
      {
        weight: 1,
        arbitrary: fc.record({ payload: rawBody, type: contentType }),
      },
    );
  }

  /** What one accepted call of each kind adds. */
  const ADDS = {
    lead: (before: Footprint) => ({ leads: before.leads + 1 }),
    like: (before: Footprint) => ({ likes: before.likes + 1 }),
    comment: (before: Footprint) => ({ comments: before.comments + 1 }),
  };

  /**
   * Throws bodies at a save call: a 200 adds exactly one complete row (the lead, the like or the
   * comment) and changes nothing else; any other answer changes nothing at all.
   */
  async function throwBodies(
    call: CallName,
    valid: Record<string, unknown>,
    adds: keyof typeof ADDS,
  ) {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(anyBody(valid), async ({ payload, type }) => {
        const before = await footprint(database);
        const response = await send(call, {
          method: "POST",
          url: API_CALLS[call].path,
          payload,
          headers: type === "" ? {} : { "content-type": type },
        });
        const after = await footprint(database);
        if (response.statusCode === 200) {
          accepted += 1;
          expect(after).toEqual({ ...before, ...ADDS[adds](before) });
          if (adds === "lead") await newestLeadIsWhole();
        } else {
          expect(after).toEqual(before);
        }
      }),
      // The untouched body runs first, so the success path is always among the runs.
      { numRuns: RUNS, examples: [[{ payload: JSON.stringify(valid), type: "application/json" }]] },
    );
    expect(accepted).toBeGreaterThan(0);
  }

  async function newestLeadIsWhole() {
    const lead = await database.db
      .selectFrom("leads")
      .select(["name", "email", "client_ip", "details"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(lead.name.length).toBeGreaterThan(0);
    expect(lead.email).toMatch(/@/);
    expect(lead.client_ip).toBe(lastAddress());
    expect(() => JSON.parse(lead.details)).not.toThrow();
  }

  const getPath = (call: CallName, path: string, headers: Record<string, string> = {}) =>
    send(call, { method: "GET", url: path, headers });

  /** GET calls only read: whatever is asked, the database stays as it was. */
  async function throwPaths(call: CallName, paths: fc.Arbitrary<string>, ok: number[]) {
    await fc.assert(
      fc.asyncProperty(paths, async (path) => {
        const before = await footprint(database);
        const response = await getPath(call, path);
        expect(ok).toContain(response.statusCode);
        expect(await footprint(database)).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  }

  // One case per call of the site: a call added to API_CALLS without one does not compile.
  const cases: Record<CallName, () => Promise<void>> = {
    async ip() {
      const headers = fc.record({
        "x-forwarded-for": hostileString.map((value) => value.replace(/[^\x20-\x7e]/g, "?")),
        "user-agent": fc.string({ maxLength: 600 }),
      });
      await fc.assert(
        fc.asyncProperty(hostilePathSegment, headers, async (query, header) => {
          const response = await getPath("ip", `/api/ip?${query}=${query}`, header);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ ip: lastAddress() });
        }),
        { numRuns: RUNS },
      );
    },
    checkSuspectEmail: () =>
      throwPaths(
        "checkSuspectEmail",
        fc
          .tuple(hostilePathSegment, hostilePathSegment)
          .map(([email, ip]) => `/api/checksuspectemail/${email}/${ip}`),
        [200, 301, 400, 404],
      ),
    saveFeedback: () => throwBodies("saveFeedback", validPayloads.SaveFeedback, "lead"),
    saveEstimate: () => throwBodies("saveEstimate", validPayloads.SaveEstimate, "lead"),
    saveLead: () => throwBodies("saveLead", validPayloads.SaveLead, "lead"),
    saveProdLead: () => throwBodies("saveProdLead", validPayloads.SaveProdLead, "lead"),
    supportSave: () => throwBodies("supportSave", validPayloads.SupportSave, "lead"),
    saveCandidate: () => throwBodies("saveCandidate", CANDIDATE, "lead"),
    savePartner: () => throwBodies("savePartner", validPayloads.SavePartner, "lead"),
    async saveCandResume() {
      await fc.assert(
        fc.asyncProperty(
          multipartBody(() => uploadToken),
          async (upload) => {
            const before = await footprint(database);
            const response = await send("saveCandResume", {
              method: "POST",
              url: API_CALLS.saveCandResume.path,
              payload: upload.body,
              headers: { "content-type": upload.contentType },
            });
            const after = await footprint(database);
            if (response.statusCode === 200) {
              // The candidate's one resume is added, once; nothing else changes.
              expect(after.resumes - before.resumes).toBeLessThanOrEqual(1);
              expect({ ...after, resumes: 0, resumeBytes: 0 }).toEqual({
                ...before,
                resumes: 0,
                resumeBytes: 0,
              });
            } else {
              expect(after).toEqual(before);
            }
          },
        ),
        // A valid upload runs first, so the success path is always among the runs.
        { numRuns: RUNS, examples: [[validUpload(uploadToken)]] },
      );
      // What is stored is a PDF.
      const stored = await database.db
        .selectFrom("resumes")
        .select("content")
        .where("lead_id", "=", candidateId)
        .executeTakeFirst();
      expect(
        Buffer.from(stored?.content ?? [])
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
    },
    blogCount: () =>
      throwPaths(
        "blogCount",
        fc
          .tuple(hostilePathSegment, hostilePathSegment)
          .map(([key, value]) => `/api/getbloglistcnt?${key}=${value}`),
        [200],
      ),
    blogPage: () =>
      throwPaths(
        "blogPage",
        fc
          .oneof(
            hostilePathSegment,
            fc.constantFrom("0", "-1", "1.5", "1e3", "99999999999999999999", "0x10", " 1"),
          )
          .map((page) => `/api/getbloglistpg/${page}`),
        [200, 400, 404],
      ),
    blogDetail: () =>
      throwPaths(
        "blogDetail",
        fc
          .oneof(
            hostilePathSegment,
            fc.constantFrom(openBlog.id, "2147483648", "9007199254740993", "1e3", "-1"),
          )
          .map((id) => `/api/getablog/${id}`),
        [200, 400, 404],
      ),
    updateBlogLikes: () =>
      throwBodies("updateBlogLikes", { blogid: openBlog.id, like: true }, "like"),
    updateBlogComments: () =>
      throwBodies(
        "updateBlogComments",
        { blogid: openBlog.id, comment: "Clear and practical, thank you." },
        "comment",
      ),
    employee: () =>
      throwPaths(
        "employee",
        fc
          .oneof(
            hostilePathSegment,
            fc.constantFrom("9810012345", "+91 98100-12345", "1".repeat(31), "00000000000"),
          )
          .map((phone) => `/api/getemployee/${phone}`),
        [200, 400, 404],
      ),
  };

  // Characters random generation meets too rarely to rely on: PostgreSQL refuses NUL in text.
  const AWKWARD_CHARACTERS = ["\u0000", "\ud800", "\u202e", "\ufeff", "\r\n"];
  const textFieldCases = (
    [
      ["saveFeedback", validPayloads.SaveFeedback],
      ["saveEstimate", validPayloads.SaveEstimate],
      ["saveLead", validPayloads.SaveLead],
      ["saveProdLead", validPayloads.SaveProdLead],
      ["supportSave", validPayloads.SupportSave],
      ["saveCandidate", CANDIDATE],
      ["savePartner", validPayloads.SavePartner],
    ] as const
  ).map(([call, valid]) => ({ call, valid: valid as Record<string, unknown> }));

  it.each(textFieldCases)(
    "$call: an awkward character in any text field gets a 200 with one row or a 4xx",
    async ({ call, valid }) => {
      const fields = [
        ...Object.keys(valid).filter((field) => typeof valid[field] === "string"),
        "utm_source",
        "landing_page",
        "referrer",
      ];
      for (const field of fields) {
        for (const character of AWKWARD_CHARACTERS) {
          const before = await footprint(database);
          const value = `${String(valid[field] ?? "x")}${character}`;
          const response = await send(call, {
            method: "POST",
            url: API_CALLS[call].path,
            payload: JSON.stringify({ ...valid, [field]: value }),
            headers: { "content-type": "application/json" },
          });
          const after = await footprint(database);
          const leads = response.statusCode === 200 ? before.leads + 1 : before.leads;
          expect(after).toEqual({ ...before, leads });
        }
      }
    },
  );

  it("answers the e-mail check for an address holding a NUL without a 5xx", async () => {
    const response = await getPath(
      "checkSuspectEmail",
      "/api/checksuspectemail/a%00%40b.in/1.2.3.4",
    );
    expect([200, 301, 400]).toContain(response.statusCode);
  });

  it.each(Object.keys(API_CALLS) as CallName[])(
    "%s: never a 5xx, and a row only with a 200",
    async (call) => {
      await cases[call]();
      // No payload reached Object.prototype, whatever keys it carried.
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    60_000,
  );
});
