import { MAX_LENGTH, payloadMessages } from "@site/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";
import { clearLeads, leadRows, post, validPayloads } from "./lead-fixtures";

describe.each(testDatabases)("SaveProdLead lead types from existing clients, on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });

  beforeEach(async () => {
    await clearLeads(database.db);
  });

  const demo = { ...validPayloads.SaveProdLead, companyname: "", website: "" };

  it.each([
    ["Lexema RPA", "Lexema RPA", "Lexema RPA"],
    ["  qualetics ai demo request ", "qualetics ai demo request", "Qualetics AI"],
    ["QUALETICS AI", "QUALETICS AI", "Qualetics AI"],
    ["Lexema  RPA   Demo Request", "Lexema  RPA   Demo Request", "Lexema RPA"],
    ["Partner Webinar Demo", "Partner Webinar Demo", null],
    ["Démo Lexema — RPA ✓", "Démo Lexema — RPA ✓", null],
  ])("stores %j as sent (%j), for the product %j", async (sent, stored, product) => {
    const response = await post(app, "SaveProdLead", { ...demo, leadtype: sent });
    expect([response.statusCode, response.json()]).toEqual([200, "OK"]);
    const [row] = await leadRows(database.db);
    expect({ lead_code: row?.lead_code, offer: row?.offer }).toEqual({
      lead_code: stored,
      offer: product,
    });
  });

  it("re-checks a known HR text with the HR form's rules, whatever its case", async () => {
    const response = await post(app, "SaveProdLead", { ...demo, leadtype: "hr & payroll" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: "companyname" });
    const withCompany = { ...demo, companyname: "Rao Labs", leadtype: "HR & Payroll" };
    expect((await post(app, "SaveProdLead", withCompany)).json()).toBe("OK");
    expect((await leadRows(database.db))[0]?.offer).toBe("HR & Payroll");
  });

  it.each([
    ["blank", "   ", payloadMessages.blank],
    [
      "too long",
      "x".repeat(MAX_LENGTH.productLeadType + 1),
      payloadMessages.tooLong(MAX_LENGTH.productLeadType),
    ],
    ["a control character", "Lexema\u0000RPA", payloadMessages.notPrintable],
    ["a line break", "Lexema\nRPA", payloadMessages.notPrintable],
    ["a direction override", "Lexema \u202eAPR", payloadMessages.notPrintable],
    ["not text", 7, payloadMessages.notText],
  ])("refuses a lead type that is %s", async (_case, leadtype, message) => {
    const response = await post(app, "SaveProdLead", { ...demo, leadtype });
    expect([response.statusCode, response.json()]).toEqual([400, { message, field: "leadtype" }]);
    expect(await leadRows(database.db)).toEqual([]);
  });
});
