import type { EmployeeResponse } from "@site/contracts/employee-view";
import { describe, expect, it } from "vitest";
import { buildVCard, vCardFileName } from "./vcard";

const employee: EmployeeResponse = {
  name: "Arjun Mehta",
  designation: "Founder and Managing Director",
  phone_prefix: "+91",
  phone_number: "98100 12345",
  email: "arjun.mehta@kaizenfusion.in",
  company_name: "Kaizen Fusion Technologies Pvt. Ltd.",
  company_address: "4th Floor, Plot 27, Okhla Industrial Estate Phase III, New Delhi 110020, India",
  company_website: "https://www.kaizenfusion.in",
};

const unfold = (card: string) => card.replace(/\r\n /g, "");

describe("buildVCard", () => {
  it("writes a vCard 3.0 with the card's details and CRLF line ends", () => {
    const card = buildVCard(employee);
    expect(card.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(card.endsWith("END:VCARD\r\n")).toBe(true);
    expect(card.replace(/\r\n/g, "")).not.toContain("\n");
    const lines = unfold(card).split("\r\n");
    expect(lines).toContain("N:Mehta;Arjun;;;");
    expect(lines).toContain("FN:Arjun Mehta");
    expect(lines).toContain("TITLE:Founder and Managing Director");
    expect(lines).toContain("TEL;TYPE=WORK,VOICE:+919810012345");
    expect(lines).toContain("EMAIL;TYPE=INTERNET,WORK:arjun.mehta@kaizenfusion.in");
    expect(lines).toContain("URL:https://www.kaizenfusion.in");
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    const card = unfold(
      buildVCard({ ...employee, designation: "R&D; Lead\\Architect\nDelhi", name: "Sana" }),
    );
    expect(card).toContain("TITLE:R&D\\; Lead\\\\Architect\\nDelhi\r\n");
    expect(card).toContain(
      "ADR;TYPE=WORK:;;4th Floor\\, Plot 27\\, Okhla Industrial Estate Phase III\\, New Delhi 110020\\, India;;;;",
    );
    expect(card).toContain("N:;Sana;;;");
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const card = buildVCard({ ...employee, designation: "प्रबंध निदेशक ".repeat(8) });
    for (const line of card.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(card)).toContain(`TITLE:${"प्रबंध निदेशक ".repeat(8)}`);
  });
});

describe("vCardFileName", () => {
  it("names the file after the person", () => {
    expect(vCardFileName("Arjun Mehta")).toBe("arjun-mehta.vcf");
    expect(vCardFileName("  ")).toBe("contact.vcf");
  });
});
