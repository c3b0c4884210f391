import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, searchQueries } from "./search-query";

describe("searchQueries", () => {
  it("spells out a buyer's shorthand", () => {
    expect(searchQueries("ERP")).toEqual(["ERP", "enterprise resource planning"]);
    expect(searchQueries("genai")).toEqual([
      "genai",
      "generative AI",
      "agentic AI",
      "LLM",
      "language model",
    ]);
    expect(searchQueries("textile ERP audit")).toContain(
      "textile enterprise resource planning audit",
    );
  });

  it("shortens the spelt-out phrase too", () => {
    expect(searchQueries("Robotic Process Automation")).toEqual([
      "Robotic Process Automation",
      "RPA",
    ]);
  });

  it("reads shorthand only as a whole word", () => {
    expect(searchQueries("maintain posts")).toEqual(["maintain posts"]);
    expect(searchQueries("HRMS")).toEqual(["HRMS", "HR & payroll", "payroll"]);
  });

  it("tidies and bounds what was typed", () => {
    expect(searchQueries("   ")).toEqual([]);
    expect(searchQueries("  retail \n  POS ")[0]).toBe("retail POS");
    expect(searchQueries("x".repeat(500))[0]).toHaveLength(MAX_QUERY_LENGTH);
    expect(searchQueries("AI ERP POS BI RPA IoT").length).toBeLessThanOrEqual(5);
  });
});
