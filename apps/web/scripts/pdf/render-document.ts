import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { documentFrame } from "../../app/content/checklist-documents/document-frame";
import type { DownloadDocument } from "../../app/content/checklist-documents/document-types";
import { company } from "../../app/content/company";

// Prints one download document (checklist, template) as an A4 PDF with the standard Helvetica
// fonts: no font files to embed, so every PDF stays a few kilobytes.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const FOOTER_SPACE = 48;
const WIDTH = A4[0] - 2 * MARGIN;

const COLOR = {
  brand: rgb(0.039, 0.31, 0.639),
  text: rgb(0.106, 0.137, 0.188),
  muted: rgb(0.275, 0.322, 0.392),
  rule: rgb(0.843, 0.875, 0.918),
  white: rgb(1, 1, 1),
  soft: rgb(0.89, 0.929, 0.984),
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  color?: ReturnType<typeof rgb>;
  /** Left offset from the margin. */
  indent?: number;
  lineGap?: number;
}

/** Splits text into lines no wider than `width` at the given font and size. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes top to bottom, starting a new page when the next block would not fit. */
class PageWriter {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly runningTitle: string,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1];
  }

  get current() {
    return { page: this.page, y: this.y };
  }

  moveDown(points: number) {
    this.y -= points;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number) {
    if (this.y - height >= FOOTER_SPACE + MARGIN / 2) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.page.drawText(this.runningTitle, {
      x: MARGIN,
      y: this.y + 20,
      size: 8,
      font: this.fonts.regular,
      color: COLOR.muted,
    });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 14 },
      end: { x: A4[0] - MARGIN, y: this.y + 14 },
      thickness: 0.5,
      color: COLOR.rule,
    });
    this.y -= 8;
  }

  lineHeight(style: TextStyle) {
    return style.size * (style.lineGap ?? 1.45);
  }

  measure(text: string, style: TextStyle) {
    const lines = wrapText(text, style.font, style.size, WIDTH - (style.indent ?? 0));
    return lines.length * this.lineHeight(style);
  }

  paragraph(text: string, style: TextStyle) {
    const lines = wrapText(text, style.font, style.size, WIDTH - (style.indent ?? 0));
    for (const line of lines) {
      this.ensureSpace(this.lineHeight(style));
      this.y -= this.lineHeight(style);
      this.page.drawText(line, {
        x: MARGIN + (style.indent ?? 0),
        y: this.y + (this.lineHeight(style) - style.size) / 2,
        size: style.size,
        font: style.font,
        color: style.color ?? COLOR.text,
      });
    }
  }
}

function drawBanner(page: PDFPage, fonts: Fonts) {
  const height = 74;
  page.drawRectangle({ x: 0, y: A4[1] - height, width: A4[0], height, color: COLOR.brand });
  // The firm's name, then its tagline, each at its distance from the top of the page.
  const lines = [
    { text: company.name, top: 36, size: 15, font: fonts.bold, color: COLOR.white },
    { text: company.tagline, top: 54, size: 9.5, font: fonts.regular, color: COLOR.soft },
  ];
  for (const { text, top, ...style } of lines) {
    page.drawText(text, { x: MARGIN, y: A4[1] - top, ...style });
  }
  return height;
}

function drawFooters(pdf: PDFDocument, fonts: Fonts) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN, y: FOOTER_SPACE },
      end: { x: A4[0] - MARGIN, y: FOOTER_SPACE },
      thickness: 0.5,
      color: COLOR.rule,
    });
    const style = { y: FOOTER_SPACE - 16, size: 7.5, font: fonts.regular, color: COLOR.muted };
    page.drawText(documentFrame.footer, { x: MARGIN, ...style });
    const number = documentFrame.pageNumber(index + 1, pages.length);
    const numberWidth = fonts.regular.widthOfTextAtSize(number, style.size);
    page.drawText(number, { x: A4[0] - MARGIN - numberWidth, ...style });
  });
}

function drawItem(
  writer: PageWriter,
  fonts: Fonts,
  layout: DownloadDocument["layout"],
  item: string,
) {
  const body: TextStyle = { font: fonts.regular, size: 10.5, indent: 22 };
  if (layout === "form") {
    const label: TextStyle = { font: fonts.bold, size: 10, indent: 0 };
    writer.ensureSpace(writer.measure(item, label) + 26);
    writer.paragraph(item, label);
    writer.moveDown(18);
    const { page, y } = writer.current;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4[0] - MARGIN, y },
      thickness: 0.6,
      color: COLOR.muted,
    });
    writer.moveDown(10);
    return;
  }
  writer.ensureSpace(writer.measure(item, body) + 6);
  const { page, y } = writer.current;
  const markerY = y - writer.lineHeight(body) + 3;
  if (layout === "checklist") {
    page.drawRectangle({
      x: MARGIN + 2,
      y: markerY,
      width: 9,
      height: 9,
      borderColor: COLOR.brand,
      borderWidth: 1,
    });
  } else {
    page.drawCircle({ x: MARGIN + 6, y: markerY + 4, size: 2.2, color: COLOR.brand });
  }
  writer.paragraph(item, body);
  writer.moveDown(6);
}

/** The document as PDF bytes: banner, title, introduction, sections, closing and contact. */
export async function renderDocument(document: DownloadDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title, { showInWindowTitleBar: true });
  pdf.setAuthor(company.name);
  pdf.setSubject(document.audience);
  pdf.setCreator(company.website);
  pdf.setLanguage("en");
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
  };

  const writer = new PageWriter(pdf, fonts, `${company.shortName}  |  ${document.title}`);
  writer.moveDown(drawBanner(writer.current.page, fonts) + 30);
  writer.paragraph(document.title, { font: fonts.bold, size: 22, lineGap: 1.25 });
  writer.moveDown(4);
  writer.paragraph(document.audience, { font: fonts.italic, size: 11, color: COLOR.muted });
  writer.moveDown(10);
  writer.paragraph(document.introduction, { font: fonts.regular, size: 10.5 });

  for (const section of document.sections) {
    const heading: TextStyle = { font: fonts.bold, size: 13, color: COLOR.brand, lineGap: 1.3 };
    // Keep a heading with its note and first item.
    writer.ensureSpace(writer.measure(section.heading, heading) + 70);
    writer.moveDown(16);
    writer.paragraph(section.heading, heading);
    if (section.note) {
      writer.moveDown(2);
      writer.paragraph(section.note, { font: fonts.italic, size: 10, color: COLOR.muted });
    }
    writer.moveDown(6);
    for (const item of section.items) drawItem(writer, fonts, document.layout, item);
  }

  const closingStyle: TextStyle = { font: fonts.regular, size: 10.5 };
  writer.ensureSpace(writer.measure(document.closing, closingStyle) + 140);
  writer.moveDown(18);
  writer.paragraph(documentFrame.closingHeading, {
    font: fonts.bold,
    size: 13,
    color: COLOR.brand,
  });
  writer.paragraph(document.closing, closingStyle);
  writer.moveDown(14);
  writer.paragraph(documentFrame.contactHeading, { font: fonts.bold, size: 11 });
  for (const line of documentFrame.contactLines) {
    writer.paragraph(line, { font: fonts.regular, size: 10, color: COLOR.muted, lineGap: 1.35 });
  }

  drawFooters(pdf, fonts);
  return pdf.save();
}
