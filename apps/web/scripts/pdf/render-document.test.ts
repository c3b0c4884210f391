import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { downloadDocuments } from "../../app/content/checklist-documents/all-documents";
import { renderDocument, wrapText } from "./render-document";

describe("renderDocument", () => {
  it.each(downloadDocuments.map((document) => [document.file, document] as const))(
    "prints %s as a PDF titled with the document's title",
    async (_file, document) => {
      const bytes = await renderDocument(document);
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(document.title);
      expect(pdf.getAuthor()).toBe("Kaizen Fusion Technologies Pvt. Ltd.");
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    },
  );

  it("refuses text the standard fonts cannot print instead of writing a broken PDF", async () => {
    const [document] = downloadDocuments;
    if (!document) throw new Error("no documents");
    await expect(renderDocument({ ...document, closing: "Costs in ₹" })).rejects.toThrow();
  });
});

describe("wrapText", () => {
  it("breaks at spaces so that no line is wider than asked", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const text = "Backups run daily, are stored off-site, and a full restore has been tested.";
    const lines = wrapText(text, font, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
  });
});
