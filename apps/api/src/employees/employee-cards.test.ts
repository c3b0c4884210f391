import { describe, expect, it } from "vitest";
import { normalizePhone } from "../leads/normalize-phone";
import { EMPLOYEES } from "./employee-cards";

describe("EMPLOYEES", () => {
  it("lists six people with distinct phone numbers and addresses", () => {
    expect(EMPLOYEES).toHaveLength(6);
    expect(new Set(EMPLOYEES.map((employee) => employee.phone_number)).size).toBe(6);
    expect(new Set(EMPLOYEES.map((employee) => employee.email)).size).toBe(6);
  });

  it("gives everyone an Indian mobile number that phone look-up finds as stored", () => {
    for (const employee of EMPLOYEES) {
      expect(employee.phone_prefix).toBe("+91");
      expect(employee.phone_number).toMatch(/^[6-9]\d{9}$/);
      expect(normalizePhone(`${employee.phone_prefix} ${employee.phone_number}`)).toBe(
        employee.phone_number,
      );
    }
  });

  it("shows the firm's own identity on every card", () => {
    for (const employee of EMPLOYEES) {
      expect(employee.email).toMatch(/^[a-z]+\.[a-z]+@kaizenfusion\.in$/);
      expect(employee).toMatchObject({
        company_name: "Kaizen Fusion Technologies Pvt. Ltd.",
        company_address:
          "4th Floor, Plot 27, Okhla Industrial Estate Phase III, New Delhi 110020, India",
        company_website: "https://www.kaizenfusion.in",
      });
      expect(employee.name).not.toBe("");
      expect(employee.designation).not.toBe("");
    }
  });
});
