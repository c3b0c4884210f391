import { describe, expect, it } from "vitest";
import { csvField, csvRow } from "./csv";

describe("csvField", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvField("Asha Rao")).toBe("Asha Rao");
    expect(csvField(125000)).toBe("125000");
    expect(csvField(-5)).toBe("-5");
    expect(csvField(null)).toBe("");
  });

  it("quotes fields with commas, quotes and line breaks", () => {
    expect(csvField("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it.each([
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ["+91 98100 12345", "'+91 98100 12345"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", `"'\rcmd"`],
  ])("neutralises the formula %j", (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it("ends a row with CRLF", () => {
    expect(csvRow(["a", 1, null])).toBe("a,1,\r\n");
  });
});
