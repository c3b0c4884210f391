import { describe, expect, it } from "vitest";
import { itChecksTheConsentFields } from "./consent-test-cases";
import { sampleLead } from "./form-test-cases";
import { PRODUCT_LEAD_TYPES, productOfLeadType } from "./lead-codes";
import { demoLeadMessages, hrLeadMessages, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";
import { productLeadPayloadSchema } from "./product-lead";

const payload = {
  ...sampleLead,
  leadtype: PRODUCT_LEAD_TYPES.lexemaRpa,
  companyname: "",
  ipadd: "0.0.0.0",
};

describe("productLeadPayloadSchema", () => {
  it("accepts a demo lead without company or website and drops unknown keys", () => {
    expect(parsePayload(productLeadPayloadSchema, { ...payload, score: 10 })).toEqual({
      ok: true,
      value: payload,
    });
  });

  it("re-checks an HR lead with the HR rules (company required)", () => {
    expect(
      parsePayload(productLeadPayloadSchema, {
        ...payload,
        leadtype: PRODUCT_LEAD_TYPES.hrPayroll,
      }),
    ).toEqual({ ok: false, message: hrLeadMessages.required, field: "companyname" });
  });

  it("re-checks demo leads with the demo messages", () => {
    for (const leadtype of [PRODUCT_LEAD_TYPES.lexemaRpa, PRODUCT_LEAD_TYPES.qualeticsAi]) {
      expect(parsePayload(productLeadPayloadSchema, { ...payload, leadtype, name: "F" })).toEqual({
        ok: false,
        message: demoLeadMessages.invalidName,
        field: "name",
      });
    }
  });

  it("takes the lead types of the firm's existing pages as sent, re-checked as demo requests", () => {
    for (const leadtype of ["Lexema RPA", "Free Demo", "Démo — Qualetics ✓"]) {
      expect(parsePayload(productLeadPayloadSchema, { ...payload, leadtype })).toEqual({
        ok: true,
        value: { ...payload, leadtype },
      });
    }
  });

  it("re-checks a known HR text with the HR rules, whatever its case and spacing", () => {
    expect(
      parsePayload(productLeadPayloadSchema, { ...payload, leadtype: "  hr &  PAYROLL " }),
    ).toEqual({ ok: false, message: hrLeadMessages.required, field: "companyname" });
  });

  it("names the product of the lead types it knows", () => {
    expect(productOfLeadType("Lexema RPA")).toBe("Lexema RPA");
    expect(productOfLeadType(" qualetics ai DEMO request ")).toBe("Qualetics AI");
    expect(productOfLeadType(PRODUCT_LEAD_TYPES.hrPayroll)).toBe("HR & Payroll");
    expect(productOfLeadType("HR and Payroll")).toBe("HR & Payroll");
    expect(productOfLeadType("Free Demo")).toBeUndefined();
  });

  it("refuses a blank, unprintable or over-long lead type before any rule reads the lead", () => {
    const refusal = (leadtype: unknown) =>
      parsePayload(productLeadPayloadSchema, { ...payload, leadtype });
    expect(refusal("  ")).toEqual({ ok: false, message: payloadMessages.blank, field: "leadtype" });
    for (const leadtype of ["a\tb", "a\u200bb", "a\u2028b", "a\u202eb"]) {
      expect(refusal(leadtype)).toEqual({
        ok: false,
        message: payloadMessages.notPrintable,
        field: "leadtype",
      });
    }
    expect(refusal("x".repeat(101))).toEqual({
      ok: false,
      message: payloadMessages.tooLong(100),
      field: "leadtype",
    });
    expect(refusal(undefined)).toEqual({
      ok: false,
      message: payloadMessages.notText,
      field: "leadtype",
    });
  });

  it("refuses wrong types and oversize strings", () => {
    expect(parsePayload(productLeadPayloadSchema, { ...payload, website: null })).toMatchObject({
      ok: false,
      field: "website",
    });
    expect(
      parsePayload(productLeadPayloadSchema, { ...payload, website: `https://${"a".repeat(200)}` }),
    ).toEqual({ ok: false, message: payloadMessages.tooLong(200), field: "website" });
  });

  itChecksTheConsentFields(productLeadPayloadSchema, payload);
});
