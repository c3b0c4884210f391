import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";
import {
  clearLeads,
  countRows,
  leadRows,
  post,
  SAVE_CALLS,
  type SaveCall,
  validPayloads,
} from "./lead-fixtures";

const ATTRIBUTION = {
  landing_page: "/healthcare-checklist",
  referrer: "https://www.google.com/",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "clinics-2025",
  utm_term: "emr",
  utm_content: "footer-link",
};

// Keys no form sends; a client must not be able to set columns or smuggle data through them.
const UNKNOWN_KEYS = { status: "won", id: 99, client_ip: "6.6.6.6", note: "hi" };

const NOTHING_MORE = {
  estimate_cost: null,
  staff_note: null,
  status: "new",
  status_changed_by: null,
  status_changed_at: null,
};

describe.each(testDatabases)("the lead save calls on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });

  beforeEach(async () => {
    await clearLeads(database.db);
  });

  async function onlyRow() {
    const rows = await leadRows(database.db);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (row === undefined) throw new Error("no row");
    return { ...row, details: JSON.parse(row.details) as unknown };
  }

  describe("storing a lead", () => {
    it("SaveLead answers the JSON string OK and stores a checklist lead", async () => {
      const response = await post(
        app,
        "SaveLead",
        { ...validPayloads.SaveLead, ...ATTRIBUTION, ...UNKNOWN_KEYS },
        { remoteAddress: "198.51.100.23", headers: { "user-agent": "Mozilla/5.0 (X11)" } },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.body).toBe('"OK"');
      expect(response.json()).toBe("OK");

      const row = await onlyRow();
      expect(row).toMatchObject({
        ...NOTHING_MORE,
        ...ATTRIBUTION,
        kind: "checklist",
        source_call: "SaveLead",
        name: "Asha Rao",
        company: "Rao Labs",
        email: "asha@raolabs.in",
        phone: "+919876543210",
        lead_code: "HCT",
        offer: "Healthcare Checklist",
        client_ip: "198.51.100.23",
        reported_ip: "203.0.113.7",
        user_agent: "Mozilla/5.0 (X11)",
      });
      expect(row.details).toEqual({ ...validPayloads.SaveLead, ...ATTRIBUTION });
      expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    });

    it("SaveLead stores an early-access request with the OTH lead type", async () => {
      const earlyAccess = {
        ...validPayloads.SaveLead,
        leadtype: "OTH",
        checklist: "Agentic AI Early Access Request",
        leadfor: "Businesses planning agentic AI in their operations",
      };
      expect((await post(app, "SaveLead", earlyAccess)).json()).toBe("OK");
      expect(await onlyRow()).toMatchObject({
        lead_code: "OTH",
        offer: "Agentic AI Early Access Request",
      });
    });

    it("SaveFeedback stores a contact lead; trims values and keeps a blank phone as NULL", async () => {
      const response = await post(app, "SaveFeedback", {
        ...validPayloads.SaveFeedback,
        name: "  Asha Rao ",
        email: "Asha@RaoLabs.in",
        phone: "",
        ...UNKNOWN_KEYS,
      });
      expect(response.json()).toBe("OK");
      const row = await onlyRow();
      expect(row).toMatchObject({
        ...NOTHING_MORE,
        kind: "contact",
        source_call: "SaveFeedback",
        name: "Asha Rao",
        company: null,
        email: "asha@raolabs.in",
        phone: null,
        lead_code: null,
        offer: null,
        reported_ip: "203.0.113.7",
        client_ip: "127.0.0.1",
        landing_page: null,
        utm_source: null,
      });
      expect(row.details).toEqual({
        ...validPayloads.SaveFeedback,
        email: "Asha@RaoLabs.in",
        phone: "",
      });
    });

    it("SaveProdLead keeps the company web site (not a honeypot) and names the product", async () => {
      expect((await post(app, "SaveProdLead", validPayloads.SaveProdLead)).json()).toBe("OK");
      const row = await onlyRow();
      expect(row).toMatchObject({
        kind: "product_demo",
        source_call: "SaveProdLead",
        company: "Rao Labs",
        phone: "+919876543210",
        lead_code: "HR & Payroll Demo Request",
        offer: "HR & Payroll",
      });
      expect(row.details).toEqual(validPayloads.SaveProdLead);
    });

    it("SaveProdLead accepts a demo request without company or web site", async () => {
      const demo = {
        ...validPayloads.SaveProdLead,
        leadtype: "Qualetics AI Demo Request",
        companyname: "",
        website: "",
      };
      expect((await post(app, "SaveProdLead", demo)).json()).toBe("OK");
      expect(await onlyRow()).toMatchObject({ company: null, offer: "Qualetics AI" });
    });

    it("SupportSave stores an AI lead with the support type and the reported ip", async () => {
      expect((await post(app, "SupportSave", validPayloads.SupportSave)).json()).toBe("OK");
      const row = await onlyRow();
      expect(row).toMatchObject({
        ...NOTHING_MORE,
        kind: "ai_support",
        source_call: "SupportSave",
        company: "Rao Clinics",
        phone: "+919876543210",
        lead_code: "AI for Medical Clinic",
        offer: null,
        reported_ip: "203.0.113.7",
      });
      expect(row.details).toEqual(validPayloads.SupportSave);
    });

    it("SavePartner stores a partner lead under the full name", async () => {
      expect((await post(app, "SavePartner", validPayloads.SavePartner)).json()).toBe("OK");
      const row = await onlyRow();
      expect(row).toMatchObject({
        ...NOTHING_MORE,
        kind: "partner",
        source_call: "SavePartner",
        name: "Asha Rao",
        company: "Rao Labs",
        phone: "+919876543210",
      });
      expect(row.details).toEqual(validPayloads.SavePartner);
    });

    // Each call's phone field: the number as people type it is stored without its separators.
    const PHONE_FIELDS = {
      SaveFeedback: "phone",
      SaveLead: "mobileno",
      SaveProdLead: "mobileno",
      SupportSave: "mobile",
      SavePartner: "phoneno",
      SaveEstimate: "mobile",
    } as const;

    it.each(SAVE_CALLS)("%s stores '+91 98765 43210' as +919876543210", async (call) => {
      const field = PHONE_FIELDS[call];
      const response = await post(app, call, {
        ...validPayloads[call],
        [field]: "+91 98765 43210",
      });
      expect(response.statusCode).toBe(200);
      const row = await onlyRow();
      expect(row.phone).toBe("+919876543210");
      expect(row.details).toMatchObject({ [field]: "+919876543210" });
    });

    it("refuses a phone with a letter in it with the form's message", async () => {
      const response = await post(app, "SaveFeedback", {
        ...validPayloads.SaveFeedback,
        phone: "+91 98765 4321O",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Please enter a valid phone number",
        field: "phone",
      });
      expect(await leadRows(database.db)).toHaveLength(0);
    });

    it("stores the address of the connection, not the one the browser reports", async () => {
      await post(
        app,
        "SaveFeedback",
        { ...validPayloads.SaveFeedback, ipadd: "unknown" },
        { remoteAddress: "192.0.2.44", headers: { "x-forwarded-for": "10.9.9.9" } },
      );
      expect(await onlyRow()).toMatchObject({ client_ip: "192.0.2.44", reported_ip: "unknown" });
    });
  });

  describe("the form rules, in the form's order and words", () => {
    const BOT = "Bot submission detected.";
    const REQUIRED = "All fields are required.";
    const NOT_LISTED = "Please choose one of the listed options";
    const INVALID_MOBILE = "Invalid mobile number. Please fill your correct Mobile number.";
    const DEMO = "Lexema RPA Demo Request";
    const MANUFACTURING = "AI for Manufacturing";
    // Per call, in the form's order: the case, the change to a valid body, the field refused and
    // the form's message for it.
    const rules: Partial<Record<SaveCall, [string, Record<string, unknown>, string, string][]>> = {
      // Honeypot, required, name, company, mobile, email.
      SaveLead: [
        [
          "honeypot before a blank name",
          { website: "https://spam.example", name: "" },
          "website",
          BOT,
        ],
        ["the first blank field", { companyname: " ", email: "" }, "companyname", REQUIRED],
        [
          "a missing field like a blank one",
          { name: undefined, email: "not-an-email" },
          "name",
          REQUIRED,
        ],
        [
          "the name before the email",
          { name: "A", email: "asha at raolabs" },
          "name",
          "Invalid Name. Try to fill your Name correctly.",
        ],
        [
          "the company before the mobile",
          { companyname: "R@o", mobileno: "0123" },
          "companyname",
          "Invalid Company Name. Try to fill your company Name correctly",
        ],
        [
          "the mobile before the email",
          { mobileno: "0987654321", email: "asha@raolabs" },
          "mobileno",
          INVALID_MOBILE,
        ],
        ["the email", { email: "asha@raolabs" }, "email", "Invalid email format."],
        ["an unknown lead type", { leadtype: "XYZ" }, "leadtype", NOT_LISTED],
        ["an unknown checklist", { checklist: "Free iPhone" }, "checklist", NOT_LISTED],
      ],
      // Honeypot, required, email, phone.
      SaveFeedback: [
        ["the contact honeypot", { website: "x" }, "website", BOT],
        [
          "contact required fields before the email",
          { request: "", email: "bad" },
          "request",
          "Please fill all required fields",
        ],
        [
          "the contact email before the phone",
          { email: "asha@raolabs", phone: "12" },
          "email",
          "Please enter a valid email address",
        ],
        ["the contact phone", { phone: "12-34" }, "phone", "Please enter a valid phone number"],
      ],
      // The HR form's rules or the demo form's, by lead type.
      SaveProdLead: [
        ["HR leads need a company", { companyname: "" }, "companyname", REQUIRED],
        [
          "demo leads name their own required fields",
          { leadtype: DEMO, mobileno: "", name: "A" },
          "mobileno",
          "Name, Email, and Phone are required fields.",
        ],
        [
          "the demo name",
          { leadtype: DEMO, name: "A", email: "bad" },
          "name",
          "Invalid Name. Please enter a valid name.",
        ],
        [
          "a lead type that is not printable text",
          { leadtype: "Free\u0000Demo" },
          "leadtype",
          "This field must be printable text, without control or invisible characters",
        ],
      ],
      // Each page's own messages.
      SupportSave: [
        ["the medical honeypot", { website: "x", name: "" }, "website", BOT],
        [
          "the manufacturing honeypot",
          { supportfor: MANUFACTURING, website: "x" },
          "website",
          `❌ ${BOT}`,
        ],
        [
          "the manufacturing required fields",
          { supportfor: MANUFACTURING, company: "" },
          "company",
          `❌ ${REQUIRED}`,
        ],
        [
          "an Indian mobile on the manufacturing page",
          { supportfor: MANUFACTURING, mobile: "5876543210", email: "bad" },
          "mobile",
          "❌ Invalid mobile number format.",
        ],
        [
          "the manufacturing email",
          { supportfor: MANUFACTURING, email: "a@b" },
          "email",
          "❌ Invalid email address.",
        ],
        ["the medical mobile", { mobile: "0876543210" }, "mobile", INVALID_MOBILE],
      ],
      // Required, email, phones, postal code, then the options.
      SavePartner: [
        [
          "partner required fields in the form's order",
          { city: "", website: "" },
          "city",
          "Please fill all required fields",
        ],
        [
          "the partner email before the phones",
          { email: "bad", companyphone: "12" },
          "email",
          "Please enter a valid email address",
        ],
        [
          "both partner phones",
          { companyphone: "12", pincode: "1" },
          "companyphone",
          "Please enter valid phone numbers",
        ],
        ["the postal code", { pincode: "11A020" }, "pincode", "Please enter a valid postal code"],
        ["an unknown country", { country: "Atlantis" }, "country", NOT_LISTED],
        [
          "a first name over the form's limit",
          { fname: "A".repeat(101) },
          "fname",
          "This field must be at most 100 characters long",
        ],
      ],
    };
    const cases = Object.entries(rules).flatMap(([call, rows]) =>
      rows.map(([name, change, field, message]) => ({
        name,
        call: call as SaveCall,
        change,
        field,
        message,
      })),
    );

    it.each(cases)("$name ($call)", async ({ call, change, field, message }) => {
      const response = await post(app, call, { ...validPayloads[call], ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field });
      expect(await countRows(database.db, "leads")).toBe(0);
    });

    it("answers 400 for a field over its bound, 413 for a body over the limit", async () => {
      const long = await post(app, "SaveFeedback", {
        ...validPayloads.SaveFeedback,
        request: "x".repeat(5001),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({
        message: "This field must be at most 5000 characters long",
        field: "request",
      });

      const huge = await post(app, "SaveFeedback", {
        ...validPayloads.SaveFeedback,
        request: "x".repeat(2 * 1024 * 1024),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ message: "Request body is too large" });
      expect(await countRows(database.db, "leads")).toBe(0);
    });

    it("refuses a field of the wrong type by name", async () => {
      const response = await post(app, "SaveLead", { ...validPayloads.SaveLead, name: 42 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "This field must be text", field: "name" });
    });

    it("refuses attribution over its bound", async () => {
      const response = await post(app, "SupportSave", {
        ...validPayloads.SupportSave,
        utm_source: "s".repeat(201),
      });
      expect(response.json()).toEqual({
        message: "This field must be at most 200 characters long",
        field: "utm_source",
      });
    });
  });

  describe.each(SAVE_CALLS)("malformed requests to %s", (call) => {
    it.each([
      ["broken JSON", '{"name": ', "application/json", 400, "Request body is not valid JSON"],
      ["a JSON array", "[]", "application/json", 400, "The request body must be a JSON object"],
      ["JSON null", "null", "application/json", 400, "The request body must be a JSON object"],
      ["a JSON string", '"OK"', "application/json", 400, "The request body must be a JSON object"],
      ["an empty body", "", "application/json", 400, "Request body is empty"],
      ["plain text", "name=Asha", "text/plain", 415, "Unsupported content type"],
      [
        "a form post",
        "name=Asha",
        "application/x-www-form-urlencoded",
        415,
        "Unsupported content type",
      ],
      ["a __proto__ key", '{"__proto__": {"admin": true}}', "application/json", 400, undefined],
      [
        "a constructor.prototype key",
        '{"constructor": {"prototype": {"a": 1}}}',
        "application/json",
        400,
        undefined,
      ],
    ])(
      "answers %s with a JSON %i and stores nothing",
      async (_case, body, contentType, status, message) => {
        const response = await post(app, call, body, { contentType });
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({ message: message ?? expect.any(String) });
        expect(await countRows(database.db, "leads")).toBe(0);
      },
    );

    it("answers 401 without the API credentials and stores nothing", async () => {
      const response = await post(app, call, validPayloads[call], { authorization: null });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Authentication required" });
      expect(await countRows(database.db, "leads")).toBe(0);
    });
  });

  it("opens nothing that reads leads to the shared credentials", async () => {
    await post(app, "SaveLead", validPayloads.SaveLead);
    for (const url of ["/api/SaveLead", "/api/leads", "/api/getleads", "/api/leads/1"]) {
      const response = await app.inject({ url, headers: { authorization: basicAuth() } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("raolabs");
    }
  });
});
