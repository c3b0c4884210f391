import { describe, expect, it } from "vitest";
import {
  formatRequestReference,
  isRequestReference,
  parseRequestReference,
} from "./request-reference";

describe("request references", () => {
  it("are written as KF and two groups of four", () => {
    expect(formatRequestReference("7Q4M2PXR")).toBe("KF-7Q4M-2PXR");
    expect(isRequestReference("KF-7Q4M-2PXR")).toBe(true);
    expect(isRequestReference("KF-7Q4M-2PXU")).toBe(false);
    expect(isRequestReference("kf-7q4m-2pxr")).toBe(false);
    expect(isRequestReference("<b>KF-7Q4M-2PXR</b>")).toBe(false);
  });

  it("are read however they were typed", () => {
    for (const typed of [
      "KF-7Q4M-2PXR",
      "kf-7q4m-2pxr",
      "KF7Q4M2PXR",
      " kf 7q4m 2pxr ",
      "7Q4M-2PXR",
      "7q4m2pxr",
    ]) {
      expect(parseRequestReference(typed), typed).toBe("KF-7Q4M-2PXR");
    }
    // Look-alikes read as the digits they stand for.
    expect(parseRequestReference("KF-O1IL-0000")).toBe("KF-0111-0000");
  });

  it("refuse what is no reference", () => {
    for (const typed of [
      "",
      "KF-7Q4M-2PX",
      "KF-7Q4M-2PXRR",
      "KF-7Q4M-2PXU",
      "Asha Rao",
      "x".repeat(60),
    ]) {
      expect(parseRequestReference(typed), typed).toBeUndefined();
    }
  });
});
