import { describe, expect, it } from "vitest";
import { readCsv } from "../../src/leads/entry/read-csv";

const read = (text: string | Buffer) =>
  readCsv(typeof text === "string" ? Buffer.from(text) : text);

describe("reading an uploaded CSV file", () => {
  it("reads the columns by their header, in any case and common spelling, and numbers rows as a spreadsheet does", () => {
    const result = read(
      "\uFEFFE_MAIL,Contact Name,Mobile No,Organisation,Inquiry,How it came in,Owner,Referred By,Extra\n" +
        'ravi@shah.in,Ravi Shah,98250 70707,"Shah, Forgings",Quote,Walk-in,asha@kaizenfusion.in,Anil,x\n' +
        "\n" +
        'nisha@rao.in,Nisha Rao,,,"Two\nlines",phone,,,\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          ownerEmail: "asha@kaizenfusion.in",
          input: {
            name: "Ravi Shah",
            company: "Shah, Forgings",
            email: "ravi@shah.in",
            phone: "98250 70707",
            request: "Quote",
            channel: "Walk-in",
            referrer: "Anil",
          },
        },
        {
          row: 4,
          ownerEmail: "",
          input: {
            name: "Nisha Rao",
            company: "",
            email: "nisha@rao.in",
            phone: "",
            request: "Two\nlines",
            channel: "phone",
            referrer: "",
          },
        },
      ],
    });
  });

  it.each([
    ["a file in another encoding", Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9]), 415, "UTF-8"],
    ["a binary file", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), 415, "not a CSV file"],
    ["a header row only", "name,email,message,channel\n", 400, "no rows under its header"],
    ["an empty file", "", 400, "no rows under its header"],
    ["a missing channel column", "name,email,message\nA,a@b.in,Hi", 400, "no column for: channel"],
  ] as [string, string | Buffer, number, string][])(
    "refuses %s",
    (_case, content, status, words) => {
      const result = read(content);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(status);
        expect(result.message).toContain(words);
      }
    },
  );
});
