import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// 00:30 on 29 Nov in Delhi, still 28 Nov in UTC.
const NOW = new Date("2026-11-28T19:00:00.000Z");
const ZONE = "Asia/Kolkata";

describe.each(testDatabases)("what the exports carry on $name", (kind) => {
  const { database, app } = useTestApp(kind, {
    per: "test",
    env: { FIRM_TIME_ZONE: ZONE },
    now: () => NOW,
  });
  const staff = useSignedInStaff({ database, app });

  async function leadBeingWorked() {
    const owner = await createStaff(database.db, "anita@kaizenfusion.in", {
      display_name: "Anita Rao",
    });
    const [id] = await insertLeads(database.db, [
      leadRow({
        status: "contacted",
        owner_id: owner,
        // 23:30 IST on 28 Nov; the next action at 11:00 IST on 1 Dec.
        created_at: "2026-11-28T18:00:00.000Z",
        next_action_at: "2026-12-01T05:30:00.000Z",
        next_action_text: "Send the revised quote",
      }),
    ]);
    await database.db
      .insertInto("lead_events")
      .values([
        {
          lead_id: id ?? 0,
          action: "note",
          note: "Asked for a demo",
          created_at: "2026-11-28T18:10:00.000Z",
        },
        {
          lead_id: id ?? 0,
          action: "note",
          note: "Wants it in Hindi too",
          created_at: "2026-11-28T18:20:00.000Z",
        },
      ])
      .execute();
  }

  const expected = {
    status: "contacted",
    owner: "Anita Rao",
    [`created_at (${ZONE})`]: "2026-11-28 23:30",
    [`next_action_at (${ZONE})`]: "2026-12-01 11:00",
    next_action_text: "Send the revised quote",
    last_note: "Wants it in Hindi too",
  };

  it("writes owner, status, next action and last note, times on the firm's clock, in the CSV", async () => {
    await leadBeingWorked();
    const response = await staff.get("/admin/leads/export.csv");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="leads-2026-11-29.csv"',
    );
    const [header = [], row = []] = parse(response.body, { bom: true }) as string[][];
    const record = Object.fromEntries(header.map((name, index) => [name, row[index]]));
    expect(record).toMatchObject(expected);
  });

  it("takes the last note from a logged call too, where reps write most of theirs", async () => {
    await leadBeingWorked();
    const [lead] = await database.db.selectFrom("leads").select("id").execute();
    await database.db
      .insertInto("lead_events")
      .values([
        {
          lead_id: lead?.id ?? 0,
          action: "call",
          note: "Talked: demo on Friday",
          created_at: "2026-11-28T18:30:00.000Z",
        },
        {
          lead_id: lead?.id ?? 0,
          action: "email",
          note: null,
          created_at: "2026-11-28T18:40:00.000Z",
        },
      ])
      .execute();
    const response = await staff.get("/admin/leads/export.csv");
    const [header = [], row = []] = parse(response.body, { bom: true }) as string[][];
    expect(row[header.indexOf("last_note")]).toBe("Talked: demo on Friday");
  });

  it("writes the same in the XLSX", async () => {
    await leadBeingWorked();
    const response = await staff.get("/admin/leads/export.xlsx");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="leads-2026-11-29.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Leads");
    if (sheet === undefined) throw new Error("No Leads sheet");
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1).value;
    expect(cell("owner")).toBe("Anita Rao");
    expect(cell("status")).toBe("contacted");
    expect((cell(`next_action_at (${ZONE})`) as Date).toISOString()).toBe(
      "2026-12-01T11:00:00.000Z",
    );
    expect(cell("next_action_text")).toBe("Send the revised quote");
    expect(cell("last_note")).toBe("Wants it in Hindi too");
  });
});
