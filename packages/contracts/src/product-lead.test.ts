import { describe, expect, it } from "vitest";
import { itChecksTheConsentFields } from "./consent-test-cases";
import { PRODUCT_LEAD_TYPES } from "./lead-codes";
import { demoLeadMessages, hrLeadMessages, payloadMessages } from "./messages";
import { parsePayload } from "./payload-fields";
import { productLeadPayloadSchema } from "./product-lead";

const payload = {
  leadtype: PRODUCT_LEAD_TYPES.lexemaRpa,
  name: "Farhan Ali",
  companyname: "",
  email: "farhan@example.in",
  mobileno: "9810012345",
  website: "",
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

  it("refuses an unknown lead type, wrong types and oversize strings", () => {
    expect(parsePayload(productLeadPayloadSchema, { ...payload, leadtype: "Free Demo" })).toEqual({
      ok: false,
      message: payloadMessages.unknownOption,
      field: "leadtype",
    });
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
