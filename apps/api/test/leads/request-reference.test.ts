import { REQUEST_REFERENCE_PATTERN } from "@site/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { migrateTo, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp, useTestDatabase } from "../helpers/test-app";
import { CANDIDATE, clearLeads, post, SAVE_CALLS, validPayloads } from "./lead-fixtures";

// The next references drawn, in order; once empty, drawing is random again.
const forcedDraws = vi.hoisted(() => [] as string[]);
vi.mock("../../src/leads/request-reference", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/leads/request-reference")>();
  return {
    ...original,
    drawRequestReference: () => forcedDraws.shift() ?? original.drawRequestReference(),
  };
});

const HEADER = "x-request-reference";

describe.each(testDatabases)("request references on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  const staff = useSignedInStaff({ database, app }, { per: "suite" });

  beforeEach(async () => {
    forcedDraws.length = 0;
    await clearLeads(database.db);
  });

  const storedReference = async (id: number) =>
    (
      await database.db
        .selectFrom("leads")
        .select("reference")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).reference;

  const referencesByName = () =>
    database.db.selectFrom("leads").select(["id", "name", "reference"]).orderBy("id").execute();

  it("answers every save with the stored lead's reference, the body as the spec has it", async () => {
    const bodies: Record<string, unknown> = { ...validPayloads, SaveCandidate: CANDIDATE };
    const answered: string[] = [];
    for (const call of [...SAVE_CALLS, "SaveCandidate"]) {
      const response = await post(app, call, bodies[call]);
      expect(response.statusCode, call).toBe(200);
      const reference = String(response.headers[HEADER]);
      expect(reference, call).toMatch(REQUEST_REFERENCE_PATTERN);
      answered.push(reference);
      if (call !== "SaveEstimate" && call !== "SaveCandidate") {
        expect(response.body, call).toBe('"OK"');
      }
    }
    expect(JSON.parse((await post(app, "SaveEstimate", validPayloads.SaveEstimate)).body)).toEqual(
      expect.objectContaining({ cost: expect.any(Number) }),
    );

    const rows = await referencesByName();
    expect(rows.slice(0, answered.length).map((row) => row.reference)).toEqual(answered);
    expect(new Set(answered).size).toBe(answered.length);
  });

  it("gives leads saved together references of their own", async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(app, "SaveFeedback", { ...validPayloads.SaveFeedback, name: `Visitor ${index}` }),
      ),
    );
    const references = responses.map((response) => String(response.headers[HEADER]));
    expect(new Set(references).size).toBe(40);
    const rows = await referencesByName();
    expect(new Set(rows.map((row) => row.reference))).toEqual(new Set(references));
  });

  it("answers a repeated submission with the first one's reference", async () => {
    const send = () =>
      post(app, "SaveLead", validPayloads.SaveLead, {
        headers: { "idempotency-key": "checklist-7f3a" },
      });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    const reference = first.headers[HEADER];
    expect(reference).toMatch(REQUEST_REFERENCE_PATTERN);
    expect(second.headers[HEADER]).toBe(reference);
    expect(third.headers[HEADER]).toBe(reference);
    expect((await referencesByName()).map((row) => row.reference)).toEqual([reference]);
  });

  it("draws again when a drawn reference is taken, and the database refuses a duplicate", async () => {
    const first = await post(app, "SaveFeedback", validPayloads.SaveFeedback);
    const taken = String(first.headers[HEADER]);
    forcedDraws.push(taken, "KF-2222-2222");
    const second = await post(app, "SaveFeedback", validPayloads.SaveFeedback);
    expect(second.statusCode).toBe(200);
    expect(second.headers[HEADER]).toBe("KF-2222-2222");
    expect((await referencesByName()).map((row) => row.reference)).toEqual([taken, "KF-2222-2222"]);
    await expect(
      insertLeads(database.db, [leadRow({ reference: "KF-2222-2222" })]),
    ).rejects.toThrow();
  });

  it("finds the lead in the console by its reference however it is typed, and shows it", async () => {
    const saved = await post(app, "SaveFeedback", {
      ...validPayloads.SaveFeedback,
      name: "Meera Iyer",
    });
    await post(app, "SaveFeedback", { ...validPayloads.SaveFeedback, name: "Kabir Das" });
    const reference = String(saved.headers[HEADER]);
    const [row] = await referencesByName();
    if (row === undefined) throw new Error("no lead");
    expect(await storedReference(row.id)).toBe(reference);

    const compact = reference.replace(/-/g, "");
    for (const typed of [
      reference,
      reference.toLowerCase(),
      compact,
      compact.slice(2).toLowerCase(),
    ]) {
      const page = await staff.page(`/admin/leads?${new URLSearchParams({ q: typed })}`);
      const listed = new Set([...page.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((m) => m[1]));
      expect([...listed], typed).toEqual([String(row.id)]);
    }
    const other = reference.endsWith("0")
      ? `${reference.slice(0, -1)}1`
      : `${reference.slice(0, -1)}0`;
    const none = await staff.page(`/admin/leads?${new URLSearchParams({ q: other })}`);
    expect(none).not.toContain(`href="/admin/leads/${row.id}"`);

    const leadPage = await staff.page(`/admin/leads/${row.id}`);
    expect(leadPage.replace(/<[^>]*>/g, "")).toContain(`Reference ${reference}`);
  });
});

describe.each(testDatabases)("the lead reference migration on $name", (kind) => {
  const database = useTestDatabase(kind);

  it("gives every lead stored before it a reference of its own", async () => {
    await migrateTo(database, "0017_blog_comment_idempotency_keys");
    await insertLeads(
      database.db,
      Array.from({ length: 3 }, (_, index) => leadRow({ name: `Earlier ${index}` })),
    );
    await migrateToLatest(database.db, database.dialect);
    const rows = await database.db.selectFrom("leads").select("reference").execute();
    const references = rows.map((row) => row.reference);
    expect(references).toHaveLength(3);
    for (const reference of references) expect(reference).toMatch(REQUEST_REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(3);
  });
});
