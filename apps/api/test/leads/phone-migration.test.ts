import fc from "fast-check";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import { storedPhoneOf } from "../../src/infrastructure/database/migrations/0023_phones_in_one_form";
import { toStoredPhone } from "../../src/leads/normalize-phone";
import { indexNewLeads } from "../../src/leads/search/lead-search-index";
import { searchDocument } from "../../src/leads/search/search-text";
import { migrateTo, type TestDatabase, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow, leadsOverTime } from "../helpers/lead-rows";
import { createStaff, signInCookie, staffBrowser } from "../helpers/staff-session";

/** Phones as leads stored them before the one-form rule, and what the migration makes of them. */
const OLD_FORMS: [string | null, string | null][] = [
  ["9876543210", "+919876543210"],
  ["098250 70707", "+919825070707"],
  ["+91 98250-70707", "+919825070707"],
  ["0091 98250 70707", "+919825070707"],
  ["919825070707", "+919825070707"],
  ["(0)98250.70707", "+919825070707"],
  ["011 4170 2200", "+911141702200"],
  ["+44 20 7946 0958", "+442079460958"],
  ["+919812345678", "+919812345678"],
  // Nothing that reads as a number with its country code: left exactly as it was.
  ["2345 678", "2345 678"],
  ["call after 5", "call after 5"],
  ["98250-CALL-ME", "98250-CALL-ME"],
  ["", ""],
  [null, null],
];

const BEFORE = "0022_role_settings";

describe("the migration's phone rule", () => {
  it("stores every number the save path would store as E.164 the same way", () => {
    const spelled = fc.oneof(
      fc.stringMatching(/^[6-9]\d{9}$/).map((n) => `+91 ${n.slice(0, 5)}-${n.slice(5)}`),
      fc.stringMatching(/^[6-9]\d{9}$/).map((n) => `0${n.slice(0, 5)} ${n.slice(5)}`),
      fc.stringMatching(/^0[1-9]\d{9}$/),
      fc.stringMatching(/^\+[1-9]\d{6,14}$/),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(spelled, (phone) => {
        const saved = toStoredPhone(phone);
        const migrated = storedPhoneOf(phone);
        return /^\+[1-9]\d{6,14}$/.test(saved) ? migrated === saved : migrated === phone;
      }),
    );
  });
});

describe.each(testDatabases)("phones stored before the one-form rule on $name", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await kind.open();
    await migrateTo(database, BEFORE);
  });
  afterEach(async () => {
    await database.dispose();
  });

  it("converts every lead's phone to E.164, leaves the unreadable alone, and keeps search in step", async () => {
    const ids = await insertLeads(
      database.db,
      OLD_FORMS.map(([phone], index) =>
        leadRow({ name: `Old Phone ${index}`, email: `old${index}@example.in`, phone }),
      ),
    );
    await indexNewLeads(database.db, database.dialect);

    await migrateToLatest(database.db, database.dialect);

    const rows = await database.db
      .selectFrom("leads")
      .select(["id", "phone"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.phone)).toEqual(OLD_FORMS.map(([, stored]) => stored));

    // The search index holds the stored number's digit endings, as the indexer writes them.
    for (const [index, id] of ids.entries()) {
      const stored = OLD_FORMS[index]?.[1] ?? null;
      if (stored === null || !stored.startsWith("+")) continue;
      const document = await searchDocumentOf(database, id);
      const indexed = searchDocument({
        name: "",
        company: null,
        email: "",
        phone: stored,
        details: "",
      });
      for (const token of indexed) expect(document).toContain(token);
    }

    // The lead page shows the number as people write it and dials it with +91.
    const app = await buildApp({
      config: { ...loadConfig({ LOG_LEVEL: "silent" }), database: database.settings },
      db: database.db,
    });
    try {
      await createStaff(database.db);
      const cookie = await signInCookie(app);
      const staff = staffBrowser(app, () => cookie);
      const page = await staff.page(`/admin/leads/${ids[1]}`);
      expect(page).toContain("+91 98250 70707");
      expect(page).toContain('href="tel:+919825070707"');
      // Searching the number as typed finds both spellings' leads: one person (the same phone)
      // in the inbox, every lead in the search's export.
      const found = await staff.page("/admin/leads?q=%2B91%2098250%2070707");
      expect(found).toContain("5 requests");
      const exported = (await staff.get("/admin/leads/export.csv?q=%2B91%2098250%2070707")).body;
      for (const index of [1, 2, 3, 4, 5]) expect(exported).toContain(`Old Phone ${index}`);
    } finally {
      await app.close();
    }
  });

  it("converts a table larger than one batch, every row", async () => {
    const count = 1234;
    await insertLeads(
      database.db,
      leadsOverTime(count).map((row, index) => ({
        ...row,
        phone: `0${String(9_800_000_000 + index).slice(0, 5)} ${String(9_800_000_000 + index).slice(5)}`,
      })),
    );
    await migrateToLatest(database.db, database.dialect);
    const phones = await database.db.selectFrom("leads").select("phone").orderBy("id").execute();
    expect(phones).toHaveLength(count);
    expect(phones[0]?.phone).toBe("+919800000000");
    expect(phones.at(-1)?.phone).toBe(`+91${9_800_000_000 + count - 1}`);
    expect(phones.every((row) => /^\+919\d{9}$/.test(row.phone ?? ""))).toBe(true);
  });
});

async function searchDocumentOf(database: TestDatabase, id: number): Promise<string> {
  const { rows } =
    database.dialect === "postgres"
      ? await sql<{ document: string }>`
          SELECT document::text AS document FROM lead_search WHERE lead_id = ${id}`.execute(
          database.db,
        )
      : await sql<{ document: string }>`
          SELECT document FROM lead_search WHERE rowid = ${id}`.execute(database.db);
  return rows[0]?.document ?? "";
}
