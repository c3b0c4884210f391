import { contactMessages, employeeMessages, MAX_LENGTH, payloadMessages } from "@site/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { EMPLOYEES } from "../../src/employees/employee-cards";
import { seedDatabase } from "../../src/seed-database";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";

const authorization = basicAuth();
const arjun = EMPLOYEES.find((employee) => employee.phone_number === "9810012345");
if (arjun === undefined) throw new Error("The seed needs the employee on 9810012345");

describe.each(testDatabases)("GET /api/getemployee on $name", (kind) => {
  const { database, app } = useTestApp(kind);

  // Every call here only reads, so one seeded database serves the whole suite.
  beforeAll(async () => {
    await seedDatabase(database.db);
  });

  const lookUp = (phone: string) =>
    app.inject({
      url: `/api/getemployee/${encodeURIComponent(phone)}`,
      headers: { authorization },
    });

  it.each([
    "9810012345",
    "+91 98100-12345",
    "+919810012345",
    "91-98100-12345",
    "09810012345",
    "0091 98100 12345",
  ])("answers the card for %s", async (phone) => {
    const response = await lookUp(phone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, data: { ...arjun } });
  });

  it("finds every seeded employee by the number on their card", async () => {
    for (const employee of EMPLOYEES) {
      const response = await lookUp(`${employee.phone_prefix} ${employee.phone_number}`);
      expect(response.json()).toMatchObject({ status: 200, data: { name: employee.name } });
    }
  });

  it("answers 404 with status and message when nobody has the number", async () => {
    const response = await lookUp("+91 90000 00000");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: employeeMessages.notFound });
  });

  it("refuses a phone longer than the bound", async () => {
    const response = await lookUp(`+91 ${"9".repeat(MAX_LENGTH.employeePhone)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: payloadMessages.tooLong(MAX_LENGTH.employeePhone),
      field: "id",
    });
  });

  it("refuses a path without digits", async () => {
    const response = await lookUp("call-me");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: employeeMessages.noPhone, field: "id" });
  });

  it.each(["98100-CALL-ME", "98100+12345", "1234567890123456"])(
    "refuses %s, which is not a phone number",
    async (phone) => {
      const response = await lookUp(phone);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: contactMessages.invalidPhone, field: "id" });
    },
  );

  it("needs the API credentials", async () => {
    const response = await app.inject({ url: "/api/getemployee/9810012345" });
    expect(response.statusCode).toBe(401);
  });
});
