import { CHECKLIST_VALUES, LEAD_TYPE_CODES, MAX_LENGTH } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { downloadDocuments } from "./checklist-documents/all-documents";
import { checklistGroups, checklistPages } from "./checklists";
import { pages } from "./pages";

const documentsByFile = new Map(downloadDocuments.map((document) => [document.file, document]));

describe("checklist pages", () => {
  it("configure each of the 13 download pages, all listed on the index", () => {
    const listed = checklistGroups.flatMap((group) => group.paths);
    expect(Object.keys(checklistPages)).toHaveLength(13);
    expect(new Set(listed)).toEqual(new Set(Object.keys(checklistPages)));
    for (const path of listed) expect(pages[path]).toBeDefined();
  });

  it("send lead codes and checklist values the API accepts, each value once", () => {
    const values = Object.values(checklistPages).map((page) => page.checklist);
    expect(new Set(values).size).toBe(values.length);
    for (const page of Object.values(checklistPages)) {
      expect(LEAD_TYPE_CODES).toContain(page.leadtype);
      expect(CHECKLIST_VALUES).toContain(page.checklist);
      expect(page.leadfor.length).toBeLessThanOrEqual(MAX_LENGTH.leadFor);
    }
  });

  it("link only to PDFs the build prints, and list what the main one covers", () => {
    for (const [path, page] of Object.entries(checklistPages)) {
      for (const download of page.downloads) {
        expect(documentsByFile.has(download.file), `${path}: ${download.file}`).toBe(true);
      }
      const main = documentsByFile.get(page.downloads[0].file);
      expect(page.covers, path).toEqual(main?.sections.map((section) => section.heading));
    }
  });
});

describe("download documents", () => {
  it("have unique file names and 10 to 25 items in their sections", () => {
    expect(documentsByFile.size).toBe(downloadDocuments.length);
    for (const document of downloadDocuments) {
      const items = document.sections.flatMap((section) => section.items).length;
      expect(items, document.file).toBeGreaterThanOrEqual(10);
      expect(items, document.file).toBeLessThanOrEqual(25);
    }
  });
});
