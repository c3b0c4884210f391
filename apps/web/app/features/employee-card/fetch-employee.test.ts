import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetchAnswer, stubFetchFailure, stubSiteConfig } from "../../lib/test-stubs";
import { fetchEmployee } from "./fetch-employee";

const card = {
  name: "Priya Raghavan",
  designation: "Head of AI Solutions",
  phone_prefix: "+91",
  phone_number: "9871204410",
  email: "priya.raghavan@kaizenfusion.in",
  company_name: "Kaizen Fusion Technologies Pvt. Ltd.",
  company_address: "4th Floor, Plot 27, Okhla Industrial Estate Phase III, New Delhi 110020, India",
  company_website: "https://www.kaizenfusion.in",
};

beforeEach(stubSiteConfig);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchEmployee", () => {
  it("asks for the phone from the URL, encoded, and answers the card", async () => {
    const fetch = stubFetchAnswer(200, { status: 200, data: card });
    await expect(fetchEmployee("+91 98712 04410")).resolves.toEqual({
      kind: "loaded",
      employee: card,
    });
    expect(fetch).toHaveBeenCalledWith("/api/getemployee/%2B91%2098712%2004410", expect.anything());
  });

  it("asks nothing without a phone", async () => {
    const fetch = stubFetchAnswer(200, { status: 200, data: card });
    await expect(fetchEmployee(undefined)).resolves.toEqual({
      kind: "error",
      message: "No phone number provided in URL",
    });
    await expect(fetchEmployee("  ")).resolves.toMatchObject({ kind: "error" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      404,
      { status: 404, message: "No employee found with this phone number." },
      "No employee found with this phone number.",
    ],
    [401, { message: "Authentication required" }, "Authentication failed. Please contact support."],
    [403, {}, "Authentication failed. Please contact support."],
    [400, { message: "Please enter a valid phone number" }, "Please enter a valid phone number"],
    [502, "Bad gateway", "Unexpected error (HTTP 502)"],
  ])("maps status %i to the spec's line", async (status, body, message) => {
    stubFetchAnswer(status, body);
    await expect(fetchEmployee("9810012345")).resolves.toEqual({ kind: "error", message });
  });

  it("reports a network failure", async () => {
    stubFetchFailure();
    await expect(fetchEmployee("9810012345")).resolves.toEqual({
      kind: "error",
      message: "Network error - unable to reach the server.",
    });
  });

  it("treats a success without a card as unexpected", async () => {
    stubFetchAnswer(200, { status: 200 });
    await expect(fetchEmployee("9810012345")).resolves.toEqual({
      kind: "error",
      message: "An unexpected error occurred.",
    });
  });
});
