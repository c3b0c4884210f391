import { describe, expect, it } from "vitest";
import { isSaveOk } from "./api-answers";
import { API_CALLS, fillPath } from "./api-paths";

describe("fillPath", () => {
  it("fills every parameter, encoded", () => {
    expect(fillPath(API_CALLS.blogDetail.path, { id: "a b" })).toBe("/api/getablog/a%20b");
  });

  it("refuses to build a path with a parameter missing", () => {
    expect(() => fillPath(API_CALLS.checkSuspectEmail.path, { email: "a@b.in" })).toThrow(/"ip"/);
  });
});

describe("API_CALLS", () => {
  it("keeps the spec's paths and methods", () => {
    expect(API_CALLS.saveLead).toEqual({ method: "POST", path: "/api/SaveLead" });
    expect(API_CALLS.employee).toEqual({ method: "GET", path: "/api/getemployee/:id" });
    const paths = Object.values(API_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("isSaveOk", () => {
  it("accepts OK, also serialised twice, and nothing else", () => {
    expect(isSaveOk("OK")).toBe(true);
    expect(isSaveOk('"OK"')).toBe(true);
    for (const data of ["ok", "Error", { message: "OK" }, null, undefined]) {
      expect(isSaveOk(data)).toBe(false);
    }
  });
});
