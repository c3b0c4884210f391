import { beforeEach, describe, expect, it } from "vitest";
import { firmDay } from "../../src/console/views/firm-time";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow, leadsOverTime } from "../helpers/lead-rows";
import { applyWithResume } from "../helpers/resume-upload";
import { useSignedInStaff } from "../helpers/staff-session";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { CANDIDATE } from "./lead-fixtures";

const BOM = "\uFEFF";

/** Parses RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

// A small but complete PDF, with bytes outside ASCII so any re-encoding would show.
const RESUME = Buffer.concat([
  Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n", "latin1"),
  Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x00, 0xff]),
  Buffer.from("trailer<</Root 1 0 R>>\n%%EOF\n", "latin1"),
]);

describe.each(testDatabases)("lead export and resume download on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  const staff = useSignedInStaff({ database, app }, { per: "suite" });

  beforeEach(async () => {
    await database.db.deleteFrom("leads").execute();
  });

  it("exports the filtered leads as UTF-8 CSV with a BOM, quoted and formula-safe", async () => {
    await insertLeads(database.db, [
      leadRow({
        name: '=HYPERLINK("http://evil.example","Click")',
        company: "Shah, Sons & Co",
        staff_note: 'Said "call after 5"\nthen left',
        created_at: "2026-03-02T08:00:00.000Z",
      }),
      leadRow({
        name: "Zoë Fernandes",
        company: "Café Goa",
        created_at: "2026-03-01T08:00:00.000Z",
      }),
      leadRow({ kind: "estimate", name: "Not exported", estimate_cost: 125000 }),
    ]);
    const response = await staff.get("/admin/leads/export.csv?kind=contact");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    // Named by the firm's date, not UTC's.
    const today = firmDay(new Date(), "Asia/Kolkata");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="leads-${today}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(
      response.body.startsWith(
        `${BOM}"id","kind","created_at (Asia/Kolkata)","name","company","email"`,
      ),
    ).toBe(true);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);

    const [header, ...rows] = parseCsv(response.body.slice(1));
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row[column("name")])).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      "Zoë Fernandes",
    ]);
    expect(rows[0]?.[column("company")]).toBe("Shah, Sons & Co");
    expect(rows[0]?.[column("staff_note")]).toBe('Said "call after 5"\nthen left');
    expect(rows[0]?.[column("phone")]).toBe("'+91 98100 12345");
  });

  it("streams a large export in batches and loses no row", async () => {
    await insertLeads(database.db, leadsOverTime(3000));
    const response = await staff.get("/admin/leads/export.csv");
    expect(response.statusCode).toBe(200);
    // A streamed reply has no length known in advance.
    expect(response.headers["content-length"]).toBeUndefined();
    const [, ...rows] = parseCsv(response.body.slice(1));
    expect(rows).toHaveLength(3000);
    const names = rows.map((row) => row[3]);
    expect(new Set(names).size).toBe(3000);
    expect(names[0]).toBe("Lead 02999");
    expect(names.at(-1)).toBe("Lead 00000");
  });

  it("downloads a candidate's resume as the exact bytes uploaded, as an attachment", async () => {
    const candidateId = await applyWithResume(app, database.db, CANDIDATE, {
      bytes: RESUME,
      fileName: "Priya Nāir (CV).pdf",
    });

    const detail = await staff.get(`/admin/leads/${candidateId}`);
    expect(detail.body).toContain(`href="/admin/leads/${candidateId}/resume"`);

    const download = await staff.get(`/admin/leads/${candidateId}/resume`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Priya N_ir (CV).pdf"; filename*=UTF-8''Priya%20N%C4%81ir%20%28CV%29.pdf`,
    );
    expect(download.rawPayload.equals(RESUME)).toBe(true);

    // Not under any public path, and not for the API's credentials.
    const withBasic = await app.inject({
      method: "GET",
      url: `/admin/leads/${candidateId}/resume`,
      headers: { authorization: basicAuth() },
    });
    expect(withBasic.statusCode).toBe(401);
  });

  it("answers 404 when a lead has no resume", async () => {
    const [id] = await insertLeads(database.db, [leadRow({ kind: "candidate" })]);
    const response = await staff.get(`/admin/leads/${id}/resume`);
    expect(response.statusCode).toBe(404);
    expect((await staff.get(`/admin/leads/${id}`)).body).toContain("No resume was uploaded.");
  });
});
