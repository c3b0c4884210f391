import { describe, expect, it } from "vitest";
import { csvRow, csvRows, neutraliseFormulas } from "./csv";

describe("csvRow", () => {
  it("quotes every field, numbers and empty ones too, and ends with CRLF", () => {
    expect(csvRow(["Asha Rao", 125000, -5, null, undefined, ""])).toBe(
      '"Asha Rao","125000","-5","","",""\r\n',
    );
  });

  it("doubles embedded quotes and keeps separators and line breaks inside the field", () => {
    expect(csvRow(['say "hi"', "Rao, Asha", "a;b", "two\nlines"])).toBe(
      '"say ""hi""","Rao, Asha","a;b","two\nlines"\r\n',
    );
  });

  it("writes several records at once, and nothing for none", () => {
    expect(csvRows([["a"], ["b"]])).toBe('"a"\r\n"b"\r\n');
    expect(csvRows([])).toBe("");
  });

  it("neutralises text but leaves a negative number alone", () => {
    expect(csvRow(["-5", -5])).toBe(`"'-5","-5"\r\n`);
  });
});

describe("neutraliseFormulas", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ["+91 98100 12345", "'+91 98100 12345"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["＝1+1", "'＝1+1"],
    ["＋1", "'＋1"],
    ["－1", "'－1"],
    ["＠SUM(A1)", "'＠SUM(A1)"],
    ["﹦1+1", "'﹦1+1"],
    ["  =1+1", "'  =1+1"],
    ["\u3000＝1+1", "'\u3000＝1+1"],
    ["\u200b=1+1", "'\u200b=1+1"],
    ["\u0001=1+1", "'\u0001=1+1"],
    ["\n=1+1", "'\n'=1+1"],
    // A separator or line break starts a cell inside the text, and a formula there is quoted too.
    ["x;=1+1;", "x;'=1+1;"],
    ["x,=1+1,", "x,'=1+1,"],
    ["note\n=1+1", "note\n'=1+1"],
    ["note; \n ＠A1", "note; \n '＠A1"],
    ["\t=1", "'\t'=1"],
  ])("prefixes the formula in %j", (input, expected) => {
    expect(neutraliseFormulas(input)).toBe(expected);
  });

  it.each(["Asha Rao", "asha@raotextiles.in", "Shah, Sons & Co", "1+1=2", "Zoë", ""])(
    "leaves %j as it is",
    (text) => {
      expect(neutraliseFormulas(text)).toBe(text);
    },
  );
});
