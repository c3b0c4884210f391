import { describe, expect, it } from "vitest";
import { cleanResumeFileName } from "./resume-file-name";

describe("cleanResumeFileName", () => {
  it("keeps an ordinary name as it is", () => {
    expect(cleanResumeFileName("Priya Nair - CV (2026).pdf")).toBe("Priya Nair - CV (2026).pdf");
  });

  it.each([
    ["../../etc/passwd", "passwd.pdf"],
    ["C:\\Users\\priya\\cv.pdf", "cv.pdf"],
    ["/tmp/../cv.pdf", "cv.pdf"],
  ])("keeps only the last segment of %s", (input, expected) => {
    expect(cleanResumeFileName(input)).toBe(expected);
  });

  it("removes control and invisible characters and replaces reserved ones", () => {
    expect(cleanResumeFileName("cv\r\n\u0000\u202Efdp.pdf")).toBe("cvfdp.pdf");
    expect(cleanResumeFileName('cv"; filename="evil.exe.pdf')).toBe("cv__ filename=_evil.exe.pdf");
  });

  it.each([
    ["resume.html", "resume.pdf"],
    ["cv.svg", "cv.pdf"],
    ["x.pdf\u0000.html", "x.pdf"],
    ["victim-cv.pdf.html", "victim-cv.pdf"],
    ["cv.PDF", "cv.pdf"],
    ["cv.pdf.PDF", "cv.pdf"],
    ["cv.html. . .", "cv.pdf"],
    ["Priya Nair CV", "Priya Nair CV.pdf"],
    [".bashrc.pdf", "bashrc.pdf"],
    ["cv.exe\u202Efdp.html", "cv.exefdp.pdf"],
  ])("offers %j as %s", (input, expected) => {
    expect(cleanResumeFileName(input)).toBe(expected);
  });

  it.each([undefined, "", "   ", "..", "dir/", "\u0000", ".html", ".pdf", "..\u0000.svg"])(
    "falls back to resume.pdf for %j",
    (input) => {
      expect(cleanResumeFileName(input)).toBe("resume.pdf");
    },
  );

  it("bounds the length, the extension included", () => {
    expect(cleanResumeFileName(`${"a".repeat(500)}.pdf`)).toBe(`${"a".repeat(196)}.pdf`);
    expect(cleanResumeFileName(`${"a".repeat(100_000)}.html`)).toHaveLength(200);
  });
});
