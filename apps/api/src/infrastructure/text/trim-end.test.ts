import { describe, expect, it } from "vitest";
import { isWhitespace, trimEnd } from "./trim-end";

describe("trimEnd", () => {
  it("drops only the run at the end", () => {
    expect(trimEnd("/a//b///", (char) => char === "/")).toBe("/a//b");
    expect(trimEnd("cv. . \t", (char) => char === "." || isWhitespace(char))).toBe("cv");
    expect(trimEnd("///", (char) => char === "/")).toBe("");
    expect(trimEnd("", (char) => char === "/")).toBe("");
  });

  it("reads a long run once", () => {
    const run = `${"/".repeat(1_000_000)}x${"/".repeat(1_000_000)}`;
    expect(trimEnd(run, (char) => char === "/")).toHaveLength(1_000_001);
  });
});
