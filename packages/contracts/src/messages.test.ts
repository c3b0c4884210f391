import { describe, expect, it } from "vitest";
import {
  analyzingRequirements,
  earlyAccessMessages,
  employeeMessages,
  manufacturingLeadMessages,
  medicalLeadMessages,
} from "./messages";

describe("message formatters", () => {
  it("names the HTTP status of an unexpected employee lookup error", () => {
    expect(employeeMessages.unexpectedStatus(418)).toBe("Unexpected error (HTTP 418)");
  });

  it("serialises an unexpected save answer after the prefix", () => {
    expect(manufacturingLeadMessages.unexpectedResponse({ status: "queued" })).toBe(
      '❌ Unexpected response from server: {"status":"queued"}',
    );
    expect(manufacturingLeadMessages.unexpectedResponse("FAIL")).toBe(
      '❌ Unexpected response from server: "FAIL"',
    );
  });

  it("completes the processing overlay with what the page offers", () => {
    expect(analyzingRequirements("Agentic AI")).toBe(medicalLeadMessages.overlay);
    expect(earlyAccessMessages.overlay.commTool).toBe(
      "Validating inputs. Analyzing your Communication Tools requirements",
    );
  });
});
