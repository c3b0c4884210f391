import * as contracts from "@site/contracts";
import { describe, expect, it } from "vitest";
import { employeeErrorMessage, employeePath } from "./employee-contract";

const failures: contracts.EmployeeLookupFailure[] = [
  { kind: "no-phone" },
  { kind: "network" },
  { kind: "unexpected" },
  { kind: "status", status: 404 },
  { kind: "status", status: 401 },
  { kind: "status", status: 403, serverMessage: "Forbidden" },
  { kind: "status", status: 400, serverMessage: "Please enter a valid phone number" },
  { kind: "status", status: 500 },
];

describe("the card page's employee helpers", () => {
  it.each(failures)("give the contract's message for %o", (failure) => {
    expect(employeeErrorMessage(failure)).toBe(contracts.employeeErrorMessage(failure));
  });

  it("build the contract's path, with the phone encoded", () => {
    expect(employeePath("+91 98100 12345")).toBe(contracts.employeePath("+91 98100 12345"));
    expect(employeePath("+91 98100 12345")).toBe("/api/getemployee/%2B91%2098100%2012345");
  });
});
