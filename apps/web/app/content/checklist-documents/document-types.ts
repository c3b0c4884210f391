// The shape of the free downloads (checklists, templates) that the build prints to PDF with
// scripts/generate-pdfs.ts. Text is printed with the standard PDF fonts, so it must stay within
// the Windows-1252 character set (no ₹ sign or emoji).

export interface DocumentSection {
  heading: string;
  /** A sentence under the heading, before its items. */
  note?: string;
  items: readonly string[];
}

export interface DownloadDocument {
  /** Served as /pdf/<file>.pdf. */
  file: string;
  title: string;
  /** Who the document is written for. */
  audience: string;
  introduction: string;
  /**
   * How the items print: tick boxes to check off, guidance for each part of a template, or
   * labelled lines to fill in.
   */
  layout: "checklist" | "guide" | "form";
  sections: readonly DocumentSection[];
  /** The last paragraph: what to do with the results. */
  closing: string;
}
