import { describe, expect, it } from "vitest";
import { toPlainText } from "./plain-text";

describe("toPlainText", () => {
  it("trims the comment and keeps ordinary text unchanged", () => {
    expect(toPlainText("  Very useful checklist, thanks!  \n", 500)).toBe(
      "Very useful checklist, thanks!",
    );
  });

  it("turns tabs and other control characters into single spaces", () => {
    expect(toPlainText("Great\tpost\u0000\u0007 about\u001b[31m ERP", 500)).toBe(
      "Great post about [31m ERP",
    );
  });

  it("unifies line endings and collapses runs of blank lines", () => {
    expect(toPlainText("First point\r\n\r\n\r\n\r\nSecond point\rThird", 500)).toBe(
      "First point\n\nSecond point\nThird",
    );
  });

  it("removes bidirectional overrides that would disguise the text", () => {
    expect(toPlainText("invoice\u202Egpj.exe", 500)).toBe("invoicegpj.exe");
  });

  it("keeps markup-like text as typed, since comments are shown as text", () => {
    expect(toPlainText("Use <b>bold</b> when x < y", 500)).toBe("Use <b>bold</b> when x < y");
  });

  it("returns an empty string for a comment of only whitespace and control characters", () => {
    expect(toPlainText(" \t\r\n\u0000 \n ", 500)).toBe("");
  });

  it("bounds the length without splitting an emoji", () => {
    expect(toPlainText("abcdef", 4)).toBe("abcd");
    expect(toPlainText("abc😀def", 4)).toBe("abc");
    expect(toPlainText("abc😀def", 5)).toBe("abc😀");
  });

  it("composes accented letters so equal comments compare equal", () => {
    expect(toPlainText("Cafe\u0301", 500)).toBe("Caf\u00e9");
  });
});
