import { formatInr } from "@site/contracts";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { QuoteLine } from "../infrastructure/database/tables/correspondence";
import { quoteCopy } from "./quote-copy";
import { QUOTE_FIRM } from "./quote-firm";

const copy = quoteCopy.pdf;

export interface QuoteDocument {
  number: string;
  /** As the client reads them: "1 Dec 2026". */
  date: string;
  validUntil: string;
  person: { name: string; company: string | null; email: string; reference: string | null };
  lines: readonly QuoteLine[];
  total: number;
  terms: readonly string[];
  preparedBy: { name: string; email: string };
}

// A4 in points, with the margins of a printed letter.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const RIGHT = PAGE.width - MARGIN;
const FOOTER_SPACE = 48;

const COLOR = {
  brand: rgb(0.09, 0.2, 0.42),
  accent: rgb(0.92, 0.45, 0.13),
  ink: rgb(0.13, 0.15, 0.2),
  muted: rgb(0.4, 0.43, 0.5),
  rule: rgb(0.84, 0.86, 0.9),
  band: rgb(0.95, 0.96, 0.98),
  white: rgb(1, 1, 1),
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard PDF fonts cover Western European letters only: anything else (a name written in
 * Devanagari, say) would make the document fail, so it is written as "?" instead.
 */
function printable(text: string, font: PDFFont): string {
  let out = "";
  for (const char of text.replace(/\s+/g, " ")) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += "?";
    }
  }
  return out;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(text, font).split(" ")) {
    const candidate = line === "" ? word : `${line} ${word}`;
    if (line !== "" && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}

// The standard fonts have no rupee sign, so it is drawn: two bars, the bowl and the leg, in a
// box 0.62 em wide.
const RUPEE_PATH = "M 8 6 L 66 6 M 8 30 L 66 30 M 26 6 C 62 6 62 54 26 54 L 12 54 L 60 100";
const RUPEE_WIDTH = 0.62;

/** Rupees with Indian grouping, right-aligned at `right`: the drawn sign, then the digits. */
function drawMoney(
  page: PDFPage,
  amount: number,
  right: number,
  y: number,
  font: PDFFont,
  size: number,
  color = COLOR.ink,
) {
  const digits = formatInr(amount).replace("₹", "");
  const digitsWidth = font.widthOfTextAtSize(digits, size);
  const signWidth = RUPEE_WIDTH * size + size * 0.12;
  page.drawText(digits, { x: right - digitsWidth, y, size, font, color });
  const scale = (size * 0.7) / 100;
  page.drawSvgPath(RUPEE_PATH, {
    x: right - digitsWidth - signWidth,
    y: y + size * 0.7,
    scale,
    borderColor: color,
    borderWidth: (size * (font.name.includes("Bold") ? 0.1 : 0.075)) / scale,
  });
}

class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  ensure(height: number) {
    if (this.y - height >= FOOTER_SPACE + 10) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  text(
    text: string,
    options: { x?: number; size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    this.page.drawText(printable(text, font), {
      x: options.x ?? MARGIN,
      y: this.y,
      size,
      font,
      color: options.color ?? COLOR.ink,
    });
  }

  paragraph(text: string, options: { x?: number; width?: number; size?: number } = {}) {
    const size = options.size ?? 9.5;
    const x = options.x ?? MARGIN;
    for (const line of wrap(text, this.fonts.regular, size, options.width ?? RIGHT - x)) {
      this.ensure(size * 1.45);
      this.text(line, { x, size });
      this.y -= size * 1.45;
    }
  }
}

function drawHeader(writer: Writer, quote: QuoteDocument) {
  const { page, fonts } = writer;
  const bandHeight = 92;
  page.drawRectangle({
    x: 0,
    y: PAGE.height - bandHeight,
    width: PAGE.width,
    height: bandHeight,
    color: COLOR.brand,
  });
  page.drawRectangle({
    x: 0,
    y: PAGE.height - bandHeight - 4,
    width: PAGE.width,
    height: 4,
    color: COLOR.accent,
  });
  page.drawText(QUOTE_FIRM.shortName, {
    x: MARGIN,
    y: PAGE.height - 44,
    size: 20,
    font: fonts.bold,
    color: COLOR.white,
  });
  page.drawText(QUOTE_FIRM.tagline, {
    x: MARGIN,
    y: PAGE.height - 62,
    size: 9,
    font: fonts.regular,
    color: rgb(0.8, 0.85, 0.93),
  });
  const title = copy.title;
  const titleWidth = fonts.bold.widthOfTextAtSize(title, 18);
  page.drawText(title, {
    x: RIGHT - titleWidth,
    y: PAGE.height - 44,
    size: 18,
    font: fonts.bold,
    color: COLOR.white,
  });
  const number = quote.number;
  const numberWidth = fonts.regular.widthOfTextAtSize(number, 10);
  page.drawText(number, {
    x: RIGHT - numberWidth,
    y: PAGE.height - 62,
    size: 10,
    font: fonts.regular,
    color: rgb(0.8, 0.85, 0.93),
  });
  writer.y = PAGE.height - bandHeight - 34;

  // The firm on the left, the quotation's facts on the right.
  const top = writer.y;
  writer.text(QUOTE_FIRM.name, { bold: true, size: 10.5 });
  writer.y -= 15;
  for (const line of [
    ...QUOTE_FIRM.addressLines,
    QUOTE_FIRM.phone,
    `${QUOTE_FIRM.email} · ${QUOTE_FIRM.website}`,
  ]) {
    writer.text(line, { size: 9, color: COLOR.muted });
    writer.y -= 12.5;
  }
  const bottomLeft = writer.y;
  writer.y = top;
  const facts: [string, string][] = [
    [copy.number, quote.number],
    [copy.date, quote.date],
    [copy.validUntil, quote.validUntil],
    ...(quote.person.reference === null
      ? []
      : ([[copy.reference, quote.person.reference]] as [string, string][])),
  ];
  for (const [label, value] of facts) {
    writer.text(label, { x: 360, size: 9, color: COLOR.muted });
    const valueWidth = fonts.bold.widthOfTextAtSize(printable(value, fonts.bold), 9.5);
    writer.text(value, { x: RIGHT - valueWidth, size: 9.5, bold: true });
    writer.y -= 15;
  }
  writer.y = Math.min(bottomLeft, writer.y) - 16;

  // Who it is for.
  page.drawRectangle({
    x: MARGIN,
    y: writer.y - 58,
    width: RIGHT - MARGIN,
    height: 66,
    color: COLOR.band,
  });
  writer.y -= 8;
  writer.text(copy.preparedFor.toUpperCase(), {
    x: MARGIN + 12,
    size: 8,
    bold: true,
    color: COLOR.muted,
  });
  writer.y -= 16;
  writer.text(quote.person.name, { x: MARGIN + 12, size: 12, bold: true });
  writer.y -= 14;
  const company = quote.person.company?.trim();
  writer.text(
    [company, quote.person.email].filter((part) => part !== undefined && part !== "").join(" · "),
    {
      x: MARGIN + 12,
      size: 9.5,
      color: COLOR.muted,
    },
  );
  writer.y -= 40;
}

const COLUMNS = { effortRight: 420, amountRight: RIGHT - 10 };

function drawLines(writer: Writer, quote: QuoteDocument) {
  const { fonts } = writer;
  const headerHeight = 22;
  const header = () => {
    writer.page.drawRectangle({
      x: MARGIN,
      y: writer.y - 7,
      width: RIGHT - MARGIN,
      height: headerHeight,
      color: COLOR.brand,
    });
    writer.text(copy.description, { x: MARGIN + 10, size: 9, bold: true, color: COLOR.white });
    const effortWidth = fonts.bold.widthOfTextAtSize(copy.effort, 9);
    writer.text(copy.effort, {
      x: COLUMNS.effortRight - effortWidth,
      size: 9,
      bold: true,
      color: COLOR.white,
    });
    const amountWidth = fonts.bold.widthOfTextAtSize(copy.amount, 9);
    writer.text(copy.amount, {
      x: COLUMNS.amountRight - amountWidth,
      size: 9,
      bold: true,
      color: COLOR.white,
    });
    writer.y -= headerHeight + 8;
  };
  header();
  let subtotal = 0;
  quote.lines.forEach((line, index) => {
    const labelLines = wrap(line.label, fonts.regular, 10, COLUMNS.effortRight - MARGIN - 90);
    const rowHeight = labelLines.length * 13 + 10;
    if (writer.y - rowHeight < FOOTER_SPACE + 10) {
      writer.ensure(rowHeight + 200);
      header();
    }
    if (index % 2 === 1) {
      writer.page.drawRectangle({
        x: MARGIN,
        y: writer.y - rowHeight + 14,
        width: RIGHT - MARGIN,
        height: rowHeight,
        color: COLOR.band,
      });
    }
    const rowTop = writer.y;
    for (const text of labelLines) {
      writer.text(text, { x: MARGIN + 10, size: 10 });
      writer.y -= 13;
    }
    if (line.hours > 0) {
      const hours = line.hours.toLocaleString("en-IN");
      const hoursWidth = fonts.regular.widthOfTextAtSize(hours, 10);
      writer.page.drawText(hours, {
        x: COLUMNS.effortRight - hoursWidth,
        y: rowTop,
        size: 10,
        font: fonts.regular,
        color: COLOR.ink,
      });
    }
    drawMoney(writer.page, line.amount, COLUMNS.amountRight, rowTop, fonts.regular, 10);
    writer.y = rowTop - rowHeight;
    subtotal += line.amount;
  });
  writer.page.drawLine({
    start: { x: MARGIN, y: writer.y + 8 },
    end: { x: RIGHT, y: writer.y + 8 },
    thickness: 0.8,
    color: COLOR.rule,
  });
  writer.ensure(80);
  writer.y -= 8;
  const labelX = 330;
  if (subtotal !== quote.total) {
    writer.text(copy.subtotal, { x: labelX, size: 9.5, color: COLOR.muted });
    drawMoney(
      writer.page,
      subtotal,
      COLUMNS.amountRight,
      writer.y,
      fonts.regular,
      9.5,
      COLOR.muted,
    );
    writer.y -= 15;
    writer.text(copy.rounding, { x: labelX, size: 9.5, color: COLOR.muted });
    const difference = quote.total - subtotal;
    const sign = difference < 0 ? "- " : "+ ";
    const signWidth = fonts.regular.widthOfTextAtSize(sign, 9.5);
    const moneyWidth =
      fonts.regular.widthOfTextAtSize(formatInr(Math.abs(difference)).replace("₹", ""), 9.5) +
      9.5 * 0.74;
    writer.text(sign, {
      x: COLUMNS.amountRight - moneyWidth - signWidth,
      size: 9.5,
      color: COLOR.muted,
    });
    drawMoney(
      writer.page,
      Math.abs(difference),
      COLUMNS.amountRight,
      writer.y,
      fonts.regular,
      9.5,
      COLOR.muted,
    );
    writer.y -= 20;
  }
  writer.page.drawRectangle({
    x: labelX - 10,
    y: writer.y - 9,
    width: RIGHT - labelX + 10,
    height: 28,
    color: COLOR.brand,
  });
  writer.text(copy.total, { x: labelX, size: 12, bold: true, color: COLOR.white });
  drawMoney(writer.page, quote.total, COLUMNS.amountRight, writer.y, fonts.bold, 12, COLOR.white);
  writer.y -= 44;
}

function drawTerms(writer: Writer, quote: QuoteDocument) {
  writer.ensure(60);
  writer.text(copy.terms, { size: 11, bold: true, color: COLOR.brand });
  writer.y -= 17;
  quote.terms.forEach((term, index) => {
    writer.ensure(26);
    writer.text(`${index + 1}.`, { size: 9, color: COLOR.muted });
    writer.paragraph(term, { x: MARGIN + 16, size: 9 });
    writer.y -= 3;
  });
  writer.y -= 12;
  writer.ensure(70);
  writer.text(copy.preparedBy, { size: 8, bold: true, color: COLOR.muted });
  writer.y -= 15;
  writer.text(quote.preparedBy.name, { size: 10.5, bold: true });
  writer.y -= 13;
  writer.text(`${QUOTE_FIRM.shortName} · ${quote.preparedBy.email}`, {
    size: 9,
    color: COLOR.muted,
  });
  writer.y -= 24;
  writer.paragraph(copy.thanks, { size: 9.5 });
}

function drawFooters(pdf: PDFDocument, fonts: Fonts, number: string) {
  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN, y: FOOTER_SPACE - 6 },
      end: { x: RIGHT, y: FOOTER_SPACE - 6 },
      thickness: 0.5,
      color: COLOR.rule,
    });
    const left = `${QUOTE_FIRM.name} · ${QUOTE_FIRM.website} · ${number}`;
    page.drawText(left, {
      x: MARGIN,
      y: FOOTER_SPACE - 20,
      size: 7.5,
      font: fonts.regular,
      color: COLOR.muted,
    });
    const pageText = copy.page(index + 1, pages.length);
    const width = fonts.regular.widthOfTextAtSize(pageText, 7.5);
    page.drawText(pageText, {
      x: RIGHT - width,
      y: FOOTER_SPACE - 20,
      size: 7.5,
      font: fonts.regular,
      color: COLOR.muted,
    });
  });
}

/** The quotation as the client receives it: a branded A4 PDF. */
export async function renderQuotePdf(quote: QuoteDocument, createdAt: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${copy.title[0]}${copy.title.slice(1).toLowerCase()} ${quote.number}`);
  pdf.setAuthor(QUOTE_FIRM.name);
  pdf.setCreator(QUOTE_FIRM.shortName);
  pdf.setProducer(QUOTE_FIRM.shortName);
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(pdf, fonts);
  drawHeader(writer, quote);
  drawLines(writer, quote);
  drawTerms(writer, quote);
  drawFooters(pdf, fonts, quote.number);
  return Buffer.from(await pdf.save());
}
