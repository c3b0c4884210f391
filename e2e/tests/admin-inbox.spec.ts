import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { addNote, changeStatus, filterLeads } from "./admin-console";
import { postCandidateLead, postContactLead, test, uniqueToken } from "./admin-public-api";
import { STAFF, signIn } from "./admin-session";

// The lead inbox of the staff console: search, filters, a lead's detail with its status and
// note, the CSV export and the candidate's resume. Each test finds only the leads it sent,
// by a word no other run uses.

const leadRows = (page: Page) => page.locator("main table tbody tr");
const rowOf = (page: Page, name: string) => leadRows(page).filter({ hasText: name });

test.describe("staff lead inbox", () => {
  test("finds leads by search and kind, and keeps a status change with who and when", async ({
    page,
    request,
    token,
  }) => {
    const contact = `Asha Rao ${token}`;
    const candidate = `Ravi Kumar ${token}`;
    await postContactLead(request, { name: contact, email: `asha.${token}@example.com` });
    await postCandidateLead(request, { name: candidate, email: `ravi.${token}@example.com` });

    await signIn(page);
    // The search matches the e-mail too, ignoring case.
    await filterLeads(page, { q: token.toUpperCase() });
    await expect(leadRows(page)).toHaveCount(2);
    await expect(rowOf(page, contact)).toContainText("Contact form");
    await expect(rowOf(page, candidate)).toContainText("Job application: Sales Intern");
    await expect(rowOf(page, contact)).toContainText(`asha.${token}@example.com`);

    await filterLeads(page, { kind: "Contact" });
    expect(new URL(page.url()).searchParams.get("kind")).toBe("contact");
    await expect(leadRows(page)).toHaveCount(1);
    await expect(rowOf(page, contact)).toContainText("New");
    await filterLeads(page, { kind: "Candidate" });
    await expect(leadRows(page)).toHaveCount(1);
    await expect(rowOf(page, candidate)).toBeVisible();

    await filterLeads(page, { kind: "Any" });
    await rowOf(page, contact).getByRole("link", { name: contact }).click();
    // The lead page is titled with the person's name and links their address.
    await expect(page.getByRole("heading", { level: 1, name: contact })).toBeVisible();
    await expect(page.getByRole("link", { name: `asha.${token}@example.com` })).toHaveAttribute(
      "href",
      `mailto:asha.${token}@example.com`,
    );

    await changeStatus(page, "Contacted");
    await expect(page.getByLabel("Status")).toHaveValue("contacted");

    const note = `Called back on ${token}; wants a quote for three clinics.`;
    await addNote(page, note);
    // Newest first: the note, then the status change, with who did each.
    const timeline = page.locator("ol.timeline > li");
    await expect(timeline.nth(0)).toContainText("added a note");
    await expect(timeline.nth(0)).toContainText(note);
    await expect(timeline.nth(1)).toContainText("moved it from New to Contacted");
    await expect(timeline.nth(1)).toContainText(STAFF.email);

    // The inbox shows the new status and filters on it.
    await page.getByRole("link", { name: "Back to leads" }).click();
    await filterLeads(page, { q: token, status: "Contacted" });
    await expect(leadRows(page)).toHaveCount(1);
    await expect(rowOf(page, contact)).toContainText("Contacted");
    await filterLeads(page, { status: "New" });
    await expect(leadRows(page)).toHaveCount(1);
    await expect(rowOf(page, candidate)).toBeVisible();
  });

  test("exports the filtered leads as CSV with formulas neutralised", async ({
    page,
    request,
    token,
  }) => {
    const formula = `=HYPERLINK("http://evil.example/${token}","Open")`;
    const plain = `Müller, Asha ${token}`;
    await postContactLead(request, {
      name: formula,
      email: `formula.${token}@example.com`,
      phone: "+919810012345",
    });
    await postContactLead(request, { name: plain, email: `plain.${token}@example.com` });
    await postContactLead(request, {
      name: "Someone Else",
      email: `other.${uniqueToken("csvother")}@example.com`,
    });

    await signIn(page);
    await filterLeads(page, { q: token });
    await expect(leadRows(page)).toHaveCount(2);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export these leads as CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);

    const bytes = await readFile(await download.path());
    // The byte order mark makes Excel read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parse(text) as string[][];
    expect(header?.slice(0, 7)).toEqual([
      "id",
      "kind",
      "created_at (Asia/Kolkata)",
      "name",
      "company",
      "email",
      "phone",
    ]);
    for (const column of ["status", "owner", "next_action_text", "last_note"]) {
      expect(header).toContain(column);
    }
    expect(rows).toHaveLength(2);
    const cell = (row: string[] | undefined, column: string) =>
      row?.[header?.indexOf(column) ?? -1];
    const byEmail = (email: string) => rows.find((row) => cell(row, "email") === email);

    const formulaRow = byEmail(`formula.${token}@example.com`);
    expect(cell(formulaRow, "name")).toBe(`'${formula}`);
    expect(cell(formulaRow, "phone")).toBe("'+919810012345");
    expect(cell(formulaRow, "kind")).toBe("contact");
    expect(cell(formulaRow, "status")).toBe("new");
    // On the wire the quotes inside the cell are doubled and the cell quoted.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/${token}"",""Open"")"`);
    expect(cell(byEmail(`plain.${token}@example.com`), "name")).toBe(plain);
  });

  test("downloads a candidate's resume exactly as it was uploaded", async ({
    page,
    request,
    token,
  }) => {
    const name = `Neha Singh ${token}`;
    const resume = Buffer.concat([
      Buffer.from("%PDF-1.4\n% resume\n"),
      Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 37 + 11) % 256)),
      Buffer.from(`\n${token}\n%%EOF\n`),
    ]);
    const fileName = `Neha Résumé ${token}.pdf`;
    await postCandidateLead(request, {
      name,
      email: `neha.${token}@example.com`,
      resume: { name: fileName, bytes: resume },
    });

    await signIn(page);
    await filterLeads(page, { q: token, kind: "Candidate" });
    await rowOf(page, name).getByRole("link", { name }).click();
    const link = page.getByRole("link", { name: `Download ${fileName} (5 KB)` });
    await expect(link).toBeVisible();

    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    expect((await readFile(await download.path())).equals(resume)).toBe(true);

    // The same address with the staff session: a PDF attachment, never cached.
    const href = await link.getAttribute("href");
    const answer = await page.request.get(href ?? "");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="/);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    expect((await answer.body()).equals(resume)).toBe(true);
    // Without it: nothing.
    expect((await request.get(href ?? "")).status()).toBe(401);
  });
});
