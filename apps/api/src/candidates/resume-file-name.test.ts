import { describe, expect, it } from "vitest";
import { cleanResumeFileName } from "./resume-file-name";

describe("cleanResumeFileName", () => {
  it("keeps an ordinary name as it is", () => {
    expect(cleanResumeFileName("Priya Nair - CV (2026).pdf")).toBe("Priya Nair - CV (2026).pdf");
  });

  it.each([
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\priya\\cv.pdf", "cv.pdf"],
    ["/tmp/../cv.pdf", "cv.pdf"],
  ])("keeps only the last segment of %s", (input, expected) => {
    expect(cleanResumeFileName(input)).toBe(expected);
  });

  it("removes control and invisible characters and replaces reserved ones", () => {
    expect(cleanResumeFileName("cv\r\n\u0000\u202Efdp.pdf")).toBe("cvfdp.pdf");
    expect(cleanResumeFileName('cv"; filename="evil.exe.pdf')).toBe("cv__ filename=_evil.exe.pdf");
  });

  it.each([undefined, "", "   ", "..", "dir/", "\u0000"])(
    "falls back to resume.pdf for %j",
    (input) => {
      expect(cleanResumeFileName(input)).toBe("resume.pdf");
    },
  );

  it("bounds the length", () => {
    expect(cleanResumeFileName(`${"a".repeat(500)}.pdf`)).toHaveLength(200);
  });
});
