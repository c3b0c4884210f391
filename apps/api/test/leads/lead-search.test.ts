import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { FINDABLE_LEADS, insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

const NAMES = ["Asha Rao", "Vikram Shah", "=1+1"];

describe.each(testDatabases)("inbox search on $name", (kind) => {
  const { database, app } = useTestApp(kind);
  const staff = useSignedInStaff({ database, app }, { per: "suite" });
  let ids: number[];

  beforeEach(async () => {
    await database.db.deleteFrom("leads").execute();
    ids = await insertLeads(database.db, FINDABLE_LEADS);
  });

  /** The names a search lists in the inbox, newest first. */
  const found = async (query: string) => {
    const response = await staff.get(`/admin/leads?${query}`);
    expect(response.statusCode).toBe(200);
    const listed = [...response.body.matchAll(/href="\/admin\/leads\/(\d+)"/g)].map((match) =>
      Number(match[1]),
    );
    return [...new Set(listed)].map((id) => NAMES[ids.indexOf(id)]).filter(Boolean);
  };
  const search = (q: string) => found(new URLSearchParams({ q }).toString());

  it("finds a lead by a word of its message, without case", async () => {
    expect(await search("tiruppur")).toEqual(["Asha Rao"]);
    expect(await search("TIRUPPUR payroll")).toEqual(["Asha Rao"]);
    expect(await search("tiruppur surat")).toEqual([]);
  });

  it("finds a lead by a word of its project", async () => {
    expect(await search("warehouse")).toEqual(["Vikram Shah"]);
  });

  it("finds a lead by its phone however either side formats it", async () => {
    for (const phone of [
      "+91 98765 43210",
      "98765-43210",
      "9876543210",
      "919876543210",
      "(98765) 43210",
    ]) {
      expect(await search(phone), phone).toEqual(["Asha Rao"]);
    }
    // Stored without the country code, searched with it, with a trunk 0 and with spaces.
    for (const phone of ["98200 11223", "+91 98200 11223", "+919820011223", "098200-11223"]) {
      expect(await search(phone), phone).toEqual(["Vikram Shah"]);
    }
    expect(await search("+91 98200 11224")).toEqual([]);
    expect(await search("43210")).toEqual(["Asha Rao"]);
    // A word is no phone number: "765" is in Asha's number but starts no word.
    expect(await search("765")).toEqual([]);
  });

  it("finds a lead by its company and its e-mail address", async () => {
    expect(await search("shah exports")).toEqual(["Vikram Shah"]);
    expect(await search("rao textiles")).toEqual(["Asha Rao"]);
    expect(await search("vikram@shahexports.in")).toEqual(["Vikram Shah"]);
    expect(await search("asha@raotextiles")).toEqual(["Asha Rao"]);
  });

  it("combines the search with the status and kind filters", async () => {
    expect(await found("q=rao&status=contacted")).toEqual(["Asha Rao"]);
    expect(await found("q=rao&status=new")).toEqual([]);
    expect(await found("q=shah&kind=estimate")).toEqual(["Vikram Shah"]);
    expect(await found("q=shah&kind=contact")).toEqual([]);
  });

  it("finds a lead saved a moment ago, before the background indexer has run", async () => {
    const [id] = await insertLeads(database.db, [
      leadRow({ name: "Late Arrival", email: "late@example.in", phone: "+91 90000 11111" }),
    ]);
    ids.push(id ?? 0);
    NAMES.push("Late Arrival");
    expect(await search("90000 11111")).toEqual(["Late Arrival"]);
    NAMES.pop();
  });

  it("forgets an erased lead in the search index", async () => {
    expect(await search("tiruppur")).toEqual(["Asha Rao"]);
    await database.db
      .deleteFrom("leads")
      .where("id", "=", ids[0] ?? 0)
      .execute();
    const column = sql.ref(kind.name === "sqlite" ? "rowid" : "lead_id");
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from lead_search where ${column} = ${ids[0] ?? 0}`.execute(
      database.db,
    );
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it.each([
    '"',
    "*",
    "NEAR(",
    "NEAR(a b",
    "a OR b",
    "name:asha",
    "^asha",
    "'",
    "\\",
    "asha' | 'x",
    "!(a & b):*",
    "((((",
    "-",
    "+",
    "x".repeat(500),
    "𝒜😀",
    "\u0000",
  ])("answers 200 to the hostile query %j", async (q) => {
    const response = await staff.get(`/admin/leads?${new URLSearchParams({ q })}`);
    expect(response.statusCode).toBe(200);
    const csv = await staff.get(`/admin/leads/export.csv?${new URLSearchParams({ q })}`);
    expect(csv.statusCode).toBe(200);
  });
});
