import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";
import { leadRows, post, validPayloads } from "./lead-fixtures";

describe.each(testDatabases)("lead phones on $name", (kind) => {
  const { database, app } = useTestApp(kind, { per: "test" });
  const staff = useSignedInStaff({ database, app });

  it("stores a new lead's phone in one form, with the country code, however it was sent", async () => {
    const sent = [
      [
        "SupportSave",
        {
          ...validPayloads.SupportSave,
          supportfor: "AI for Manufacturing",
          mobile: "+91 98250 70707",
        },
      ],
      [
        "SupportSave",
        { ...validPayloads.SupportSave, supportfor: "AI for Manufacturing", mobile: "9825070707" },
      ],
      ["SaveLead", { ...validPayloads.SaveLead, mobileno: "098250 70707" }],
      ["SaveFeedback", { ...validPayloads.SaveFeedback, phone: "+91-98250-70707" }],
    ] as const;
    for (const [call, body] of sent) {
      const response = await post(app, call, body);
      expect(response.statusCode, `${call} ${JSON.stringify(body)}`).toBe(200);
    }
    const rows = await leadRows(database.db);
    expect(rows.map((row) => row.phone)).toEqual([
      "+919825070707",
      "+919825070707",
      "+919825070707",
      "+919825070707",
    ]);
    // The payload is kept as the form sent it.
    expect(JSON.parse(rows[1]?.details ?? "{}").mobile).toBe("9825070707");
  });

  it("shows phones as people write them, dialled with +91", async () => {
    const [stored, older] = await insertLeads(database.db, [
      leadRow({ name: "Stored Phone", phone: "+919825070707", email: "a@example.in" }),
      // Saved before phones were stored in one form.
      leadRow({ name: "Older Phone", phone: "98230 60606", email: "b@example.in" }),
    ]);
    const inbox = await staff.page("/admin/leads");
    expect(inbox).toContain('<a href="tel:+919825070707">+91 98250 70707</a>');
    expect(inbox).toContain('<a href="tel:+919823060606">+91 98230 60606</a>');
    const page = await staff.page(`/admin/leads/${stored}`);
    expect(page).toContain('<a href="tel:+919825070707">+91 98250 70707</a>');
    const olderPage = await staff.page(`/admin/leads/${older}`);
    expect(olderPage).toContain('<a href="tel:+919823060606">+91 98230 60606</a>');
  });
});
