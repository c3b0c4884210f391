import type { Kysely } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/infrastructure/database/create-database";
import { migrateToLatest } from "../../src/infrastructure/database/migrate";
import type { Database, LeadKind } from "../../src/infrastructure/database/schema";
import {
  insertLeads as insertSavedLeads,
  type NewLead,
  type SavedLead,
} from "../../src/leads/lead-repository";
import { createLeadWriter, type LeadWriter } from "../../src/leads/lead-writer";
import { testDatabases } from "../helpers/databases";
import { useTestDatabase } from "../helpers/test-app";
import { clearLeads, countRows, notificationJobs } from "./lead-fixtures";

function lead(index: number, kind: LeadKind = "contact"): NewLead {
  return {
    kind,
    sourceCall: "SaveFeedback",
    name: `Visitor ${index}`,
    email: `visitor${index}@raolabs.in`,
    details: { index },
    clientIp: "192.0.2.1",
    attribution: {},
  };
}

// These tests follow the ids; the references have tests of their own (request-reference.test.ts).
const idsOf = (saved: SavedLead[]) => saved.map((lead) => lead.id);
const insertLeads = async (...args: Parameters<typeof insertSavedLeads>) =>
  idsOf(await insertSavedLeads(...args));
const saveId = async (writer: LeadWriter, lead: NewLead) => (await writer.save(lead)).id;

async function emailOf(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom("leads").select("email").where("id", "=", id).executeTakeFirst();
  return row?.email;
}

describe.each(testDatabases)("the lead writer on $name", (kind) => {
  const database = useTestDatabase(kind, { per: "suite", migrated: true });

  beforeEach(async () => {
    await clearLeads(database.db);
  });

  it("saves concurrent leads and answers each with its own committed id", async () => {
    const writer = createLeadWriter({ db: database.db, channels: [] });
    const ids = await Promise.all(
      Array.from({ length: 100 }, (_, index) => saveId(writer, lead(index))),
    );
    await writer.close();

    expect(new Set(ids).size).toBe(100);
    expect(await countRows(database.db, "leads")).toBe(100);
    expect(await emailOf(database.db, ids[42] ?? 0)).toBe("visitor42@raolabs.in");
  });

  it("queues one notification job per channel in the lead's transaction", async () => {
    const writer = createLeadWriter({ db: database.db, channels: ["email", "webhook"] });
    const [first, second] = await Promise.all([saveId(writer, lead(1)), saveId(writer, lead(2))]);
    await writer.close();

    const outbox = await notificationJobs(database.db);
    expect(outbox.map((row) => [row.lead_id, row.channel])).toEqual([
      [first, "email"],
      [first, "webhook"],
      [second, "email"],
      [second, "webhook"],
    ]);
    expect(outbox[0]).toMatchObject({ attempts: 0, sent_at: null, last_error: null });
  });

  it("rejects only the lead the database refuses, leaving no part of it behind", async () => {
    const writer = createLeadWriter({ db: database.db, channels: ["webhook"] });
    const refused = { ...lead(3), kind: "spam" as LeadKind };
    const results = await Promise.allSettled([
      saveId(writer, lead(1)),
      saveId(writer, lead(2)),
      saveId(writer, refused),
      saveId(writer, lead(4)),
    ]);
    await writer.close();

    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(await countRows(database.db, "leads")).toBe(3);
    expect(await countRows(database.db, "jobs")).toBe(3);
    // The driver's error code survives, so the error handler can tell bad data from an outage.
    const reason = results[2]?.status === "rejected" ? results[2].reason : undefined;
    expect(reason).toBeInstanceOf(Error);
    expect(reason.code).toMatch(database.dialect === "sqlite" ? /^SQLITE_CONSTRAINT/ : /^23514$/);
  });

  it("gives every lead of a batch larger than one statement its own id and notifications", async () => {
    // SQLite takes 32,766 parameters per statement, about 1,300 leads: 1,500 need two INSERTs.
    const leads = Array.from({ length: 1500 }, (_, index) => lead(index));
    const ids = await database.db
      .transaction()
      .execute((trx) => insertLeads(trx, leads, ["email", "webhook"]));

    const stored = await database.db.selectFrom("leads").select(["id", "email"]).execute();
    const emailById = new Map(stored.map((row) => [row.id, row.email]));
    expect(ids.map((id) => emailById.get(id))).toEqual(leads.map((each) => each.email));
    const outbox = await notificationJobs(database.db);
    expect(outbox).toHaveLength(3000);
    expect(new Set(outbox.map((row) => `${row.lead_id} ${row.channel}`)).size).toBe(3000);
    expect(new Set(outbox.map((row) => row.lead_id))).toEqual(new Set(ids));
  });

  it("lets saves in flight commit on close, then refuses new ones", async () => {
    const writer = createLeadWriter({ db: database.db, channels: [] });
    const pending = [1, 2, 3].map((index) => saveId(writer, lead(index)));
    await writer.close();
    expect(await countRows(database.db, "leads")).toBe(3);
    await Promise.all(pending);
    await expect(writer.save(lead(4))).rejects.toThrow("The writer is closed");
  });

  it("stores one lead per Idempotency-Key, in a batch and across batches, with one notification", async () => {
    const writer = createLeadWriter({ db: database.db, channels: ["webhook"] });
    const keyed = (index: number, key: string) => ({ ...lead(index), idempotencyKey: key });
    // Saved together, these share one batch: the second of each key is a repeat within it.
    const together = await Promise.all([
      saveId(writer, keyed(1, "key-a")),
      saveId(writer, lead(2)),
      saveId(writer, keyed(3, "key-a")),
      saveId(writer, keyed(4, "key-b")),
      saveId(writer, lead(5)),
    ]);
    // A later batch repeating a committed key gets that lead's id.
    const later = await saveId(writer, keyed(6, "key-b"));
    await writer.close();

    expect(together[2]).toBe(together[0]);
    expect(later).toBe(together[3]);
    expect(new Set([...together, later]).size).toBe(4);
    expect(await countRows(database.db, "leads")).toBe(4);
    expect(await countRows(database.db, "jobs")).toBe(4);
    expect(await emailOf(database.db, together[0] ?? 0)).toBe("visitor1@raolabs.in");
    expect(await emailOf(database.db, together[4] ?? 0)).toBe("visitor5@raolabs.in");
  });

  it("skips a repeated key in the caller's own transaction and answers the stored id", async () => {
    const keyed = (index: number, key: string) => ({ ...lead(index), idempotencyKey: key });
    const [first] = await insertLeads(database.db, [keyed(1, "key-c")], ["email"]);
    const ids = await database.db
      .transaction()
      .execute((trx) =>
        insertLeads(
          trx,
          [lead(2), keyed(3, "key-c"), keyed(4, "key-d"), keyed(5, "key-d")],
          ["email"],
        ),
      );
    expect(ids[1]).toBe(first);
    expect(ids[3]).toBe(ids[2]);
    expect(await emailOf(database.db, ids[0] ?? 0)).toBe("visitor2@raolabs.in");
    expect(await emailOf(database.db, ids[2] ?? 0)).toBe("visitor4@raolabs.in");
    expect(await countRows(database.db, "leads")).toBe(3);
    expect(await countRows(database.db, "jobs")).toBe(3);
  });

  it("stores a job application once per key, as any other lead", async () => {
    const writer = createLeadWriter({ db: database.db, channels: [] });
    const application = {
      ...lead(1, "candidate"),
      sourceCall: "SaveCandidate",
      idempotencyKey: "k",
    };
    const ids = await Promise.all([saveId(writer, application), saveId(writer, application)]);
    await writer.close();
    expect(ids[1]).toBe(ids[0]);
    expect(await countRows(database.db, "leads")).toBe(1);
  });

  it("inserts a candidate inside the caller's own transaction", async () => {
    const [id] = await database.db
      .transaction()
      .execute((trx) => insertLeads(trx, [lead(7, "candidate")], ["email"]));
    const row = await database.db
      .selectFrom("leads")
      .select(["kind", "status", "company", "phone", "reported_ip"])
      .where("id", "=", Number(id))
      .executeTakeFirst();
    expect(row).toEqual({
      kind: "candidate",
      status: "new",
      company: null,
      phone: null,
      reported_ip: null,
    });
    expect(await countRows(database.db, "jobs")).toBe(1);
  });
});

describe("the lead writer on an in-memory SQLite database", () => {
  it("saves in-process, since no other connection can open the database", async () => {
    const db = await createDatabase({ dialect: "sqlite", filename: ":memory:" });
    await migrateToLatest(db, "sqlite");
    const writer = createLeadWriter({ db, channels: ["email"] });
    const ids = await Promise.all([1, 2, 3].map((index) => saveId(writer, lead(index))));
    await writer.close();

    expect(await emailOf(db, ids[1] ?? 0)).toBe("visitor2@raolabs.in");
    expect(await countRows(db, "jobs")).toBe(3);
    await db.destroy();
  });
});
