import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, SAME_ORIGIN, signInCookie } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

/** Sends a multipart form as the import page does, signed in with `cookie`. */
function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: Record<string, string | { content: string | Uint8Array; fileName: string; type?: string }>,
  cookie?: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") form.append(name, value);
    else {
      const bytes = typeof value.content === "string" ? Buffer.from(value.content) : value.content;
      form.append(
        name,
        new Blob([new Uint8Array(bytes)], { type: value.type ?? "text/csv" }),
        value.fileName,
      );
    }
  }
  return app.inject({
    method: "POST",
    url,
    payload: form,
    headers: { origin: SAME_ORIGIN, ...(cookie === undefined ? {} : { cookie }) },
  });
}

const uploadCsv = (app: FastifyInstance, cookie: string, content: string, fileName = "expo.csv") =>
  postMultipart(app, "/admin/leads/import", { file: { content, fileName } }, cookie);

/** The file the preview page carries to its confirmation. */
function carriedContent(html: string): string {
  const content = /name="content" value="([^"]*)"/.exec(html)?.[1];
  if (content === undefined) throw new Error("The preview has no confirmation form");
  return content;
}

// Headers as a spreadsheet exports them: other spellings and cases than the page lists first.
const MIXED_FILE = [
  "Full Name,E-mail Address,Mobile Number,Company Name,Enquiry,Source,Owner Email",
  "Ravi Shah,ravi@shahforgings.in,+91 98250 70707,Shah Forgings,Dealer portal quote,Phone enquiry,",
  "Nisha Rao,nisha@raotextiles,98250 70708,Rao Textiles,ERP for 3 plants,walk-in,",
  "Kiran Das,kiran@dasmotors.in,12ab,,Fleet app,referral,nobody@kaizenfusion.in",
  ",,,,,,",
  '"=HYPERLINK(""http://x.example"")",priya@menonfoods.in,,Menon Foods,"Line 1, with a comma",Walk in,owner@kaizenfusion.in',
].join("\r\n");

describe.each(testDatabases)("importing leads from a CSV file on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });

  async function signIn(role: "admin" | "sales") {
    const id = await createStaff(database.db, "owner@kaizenfusion.in", {
      role,
      display_name: "Owen Pillai",
    });
    return { id, cookie: await signInCookie(app, "owner@kaizenfusion.in") };
  }

  it("previews every row's fate with the form's messages and saves nothing", async () => {
    const { cookie } = await signIn("sales");
    const page = await app.inject({
      method: "GET",
      url: "/admin/leads/import",
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
    expect(page.body).toContain("<code>owner email</code>");

    const preview = await uploadCsv(app, cookie, MIXED_FILE);
    expect(preview.statusCode).toBe(200);
    const html = preview.body;
    expect(html).toContain("2 rows will be added, 2 rows have errors. Nothing has been saved yet.");
    expect(html).toContain("Row 3: Please enter a valid email address");
    expect(html).toContain("Row 4: Please enter a valid phone number");
    expect(html).toContain("Row 4: No active staff account has the e-mail nobody@kaizenfusion.in");
    expect(html).not.toContain("Row 5:");
    // Shown as text, never as a formula or markup.
    expect(html).toContain("=HYPERLINK(&quot;http://x.example&quot;)");
    expect(html.match(/Will be added/g)).toHaveLength(2);
    expect(html).toContain(">Import 2 leads</button>");
    const leads = await database.db.selectFrom("leads").select("id").execute();
    expect(leads).toEqual([]);
  });

  it("saves exactly the good rows on confirming, once however often it is sent", async () => {
    const { id, cookie } = await signIn("admin");
    const preview = await uploadCsv(app, cookie, MIXED_FILE);
    const confirmation = {
      content: carriedContent(preview.body),
      file_name: "expo.csv",
    };
    const confirmed = await postMultipart(app, "/admin/leads/import/confirm", confirmation, cookie);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/admin/leads/import?imported=2");
    const done = await app.inject({
      method: "GET",
      url: confirmed.headers.location as string,
      headers: { cookie },
    });
    expect(done.body).toContain("2 leads were imported");

    const leads = await database.db
      .selectFrom("leads")
      .select([
        "name",
        "email",
        "phone",
        "company",
        "lead_code",
        "source_call",
        "owner_id",
        "reference",
      ])
      .orderBy("id")
      .execute();
    expect(leads).toEqual([
      {
        name: "Ravi Shah",
        email: "ravi@shahforgings.in",
        phone: "+919825070707",
        company: "Shah Forgings",
        lead_code: "phone",
        source_call: "StaffEntry",
        owner_id: null,
        reference: expect.stringMatching(/^KF-/),
      },
      {
        name: '=HYPERLINK("http://x.example")',
        email: "priya@menonfoods.in",
        phone: null,
        company: "Menon Foods",
        lead_code: "walk_in",
        source_call: "StaffEntry",
        owner_id: id,
        reference: expect.stringMatching(/^KF-/),
      },
    ]);
    const notes = await database.db
      .selectFrom("lead_events")
      .select(["note", "staff_user_id"])
      .where("action", "=", "note")
      .execute();
    expect(notes).toHaveLength(2);
    expect(notes[0]).toEqual({
      note: expect.stringContaining("Imported this lead from expo.csv"),
      staff_user_id: id,
    });

    const again = await postMultipart(app, "/admin/leads/import/confirm", confirmation, cookie);
    expect(again.statusCode).toBe(303);
    const after = await database.db.selectFrom("leads").select("id").execute();
    expect(after).toHaveLength(2);
  });

  it("flags an e-mail with an open lead and one repeated in the file, importing them only when asked", async () => {
    const { cookie } = await signIn("sales");
    await insertLeads(database.db, [
      leadRow({ email: "ravi@shahforgings.in", reference: "KF-7Q4M-2PXR" }),
      leadRow({ email: "old@closed.in", status: "lost" }),
    ]);
    const file = [
      "name,email,message,channel",
      "Ravi Shah,Ravi@ShahForgings.in,Again,phone",
      "Anu Old,old@closed.in,Back after a year,phone",
      "Anu Old,OLD@closed.in,Twice in the file,phone",
    ].join("\n");
    const preview = await uploadCsv(app, cookie, file);
    expect(preview.statusCode).toBe(200);
    const [openLead] = await database.db
      .selectFrom("leads")
      .select("id")
      .where("reference", "=", "KF-7Q4M-2PXR")
      .execute();
    expect(preview.body).toContain(
      `Already a lead: <a href="/admin/leads/${openLead?.id}"><span class="nowrap">KF-7Q4M-2PXR</span></a>`,
    );
    expect(preview.body).toContain("Same e-mail as row 3");
    expect(preview.body).toContain(
      "1 row will be added, 0 rows have errors, 2 flagged as possible duplicates.",
    );

    const content = carriedContent(preview.body);
    await postMultipart(
      app,
      "/admin/leads/import/confirm",
      { content, file_name: "a.csv" },
      cookie,
    );
    const first = await database.db
      .selectFrom("leads")
      .select("email")
      .where("source_call", "=", "StaffEntry")
      .execute();
    expect(first).toEqual([{ email: "old@closed.in" }]);
  });

  it.each([
    [
      "a spreadsheet saved as .xlsx",
      { content: "PK\u0003\u0004 binary", fileName: "leads.xlsx" },
      415,
      "The file is not a CSV file.",
    ],
    [
      "binary bytes named .csv",
      { content: new Uint8Array([0, 159, 146, 150, 1, 2]), fileName: "leads.csv" },
      415,
      "The file is not a CSV file.",
    ],
    [
      "a file over 1 MB",
      { content: `name,email,message,channel\n${"x".repeat(1024 * 1024)}`, fileName: "big.csv" },
      413,
      "The file is larger than 1 MB.",
    ],
    [
      "a file without the needed columns",
      { content: "first,last\nA,B", fileName: "x.csv" },
      400,
      "The header row has no column for: name, email, message, channel.",
    ],
    [
      "a file with an unclosed quote",
      { content: 'name,email,message,channel\n"Ravi,ravi@x.in,Hi,phone', fileName: "x.csv" },
      400,
      "The file could not be read as CSV",
    ],
    [
      "more than 2,000 rows",
      {
        content: `name,email,message,channel\n${"A,a@b.in,Hi,phone\n".repeat(2001)}`,
        fileName: "x.csv",
      },
      413,
      "The file has more than 2,000 rows.",
    ],
  ] as [string, { content: string | Uint8Array; fileName: string }, number, string][])(
    "refuses %s with a clear message",
    async (_case, file, status, message) => {
      const { cookie } = await signIn("sales");
      const response = await postMultipart(app, "/admin/leads/import", { file }, cookie);
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain(message);
      expect(response.body).toContain('id="import-file-error"');
      const leads = await database.db.selectFrom("leads").select("id").execute();
      expect(leads).toEqual([]);
    },
  );

  it("sends a signed-out visitor to sign-in, and saves nothing for them", async () => {
    const page = await app.inject({ method: "GET", url: "/admin/leads/import" });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("/admin/login");
    const upload = await postMultipart(app, "/admin/leads/import", {
      file: { content: MIXED_FILE, fileName: "expo.csv" },
    });
    expect(upload.statusCode).toBe(303);
    expect(upload.headers.location).toBe("/admin/login");
    const confirm = await postMultipart(app, "/admin/leads/import/confirm", {
      content: Buffer.from(MIXED_FILE).toString("base64"),
      file_name: "expo.csv",
    });
    expect(confirm.statusCode).toBe(303);
    const leads = await database.db.selectFrom("leads").select("id").execute();
    expect(leads).toEqual([]);
  });
});
