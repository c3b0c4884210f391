import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initialsOf", () => {
  it("takes the first letters of the first two names", () => {
    expect(initialsOf("Gurpreet Sandhu")).toBe("GS");
    expect(initialsOf("  neha   kapoor singh ")).toBe("NK");
    expect(initialsOf("Arjun")).toBe("A");
  });

  it("leaves out a title written with a full stop", () => {
    expect(initialsOf("Dr. Lakshmi Venkataraman")).toBe("LV");
  });
});
