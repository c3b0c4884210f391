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

  it("writes each lead's next open task and its deal, the value as a number in the XLSX", async () => {
    await leadBeingWorked();
    const [lead] = await database.db.selectFrom("leads").select("id").execute();
    const leadId = lead?.id ?? 0;
    await database.db
      .insertInto("lead_tasks")
      .values([
        // Due later, and one already done: neither is the next task.
        {
          lead_id: leadId,
          kind: "email",
          title: "Send the case study",
          due_at: "2026-12-03T05:30:00.000Z",
          created_at: NOW.toISOString(),
        },
        {
          lead_id: leadId,
          kind: "call",
          title: "Call about the demo",
          due_at: "2026-12-01T04:30:00.000Z",
          created_at: NOW.toISOString(),
          completed_at: NOW.toISOString(),
          outcome: "talked",
        },
        {
          lead_id: leadId,
          kind: "call",
          title: "Call about the proposal",
          due_at: "2026-12-02T04:30:00.000Z",
          created_at: NOW.toISOString(),
        },
      ])
      .execute();
    const stage = await database.db
      .selectFrom("deal_stages")
      .select("id")
      .where("name", "=", "Proposal sent")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("deals")
      .values({
        lead_id: leadId,
        source_lead_id: null,
        title: "ERP integration",
        value: 1778400,
        expected_close_on: null,
        stage_id: stage.id,
        lost_reason_id: null,
        lost_note: null,
        owner_id: null,
        created_by: null,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
        closed_at: null,
        version: 1,
      })
      .execute();

    const csv = await staff.get("/admin/leads/export.csv");
    const [header = [], row = []] = parse(csv.body, { bom: true }) as string[][];
    const record = Object.fromEntries(header.map((name, index) => [name, row[index]]));
    expect(record).toMatchObject({
      next_task: "Call: Call about the proposal",
      [`next_task_at (${ZONE})`]: "2026-12-02 10:00",
      deal_stage: "Proposal sent",
      deal_value: "1778400",
    });

    const xlsx = await staff.get("/admin/leads/export.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Leads");
    if (sheet === undefined) throw new Error("No Leads sheet");
    const names = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (name: string) => sheet.getRow(2).getCell(names.indexOf(name) + 1).value;
    expect(cell("deal_value")).toBe(1778400);
    expect(cell("next_task")).toBe("Call: Call about the proposal");
  });
});
