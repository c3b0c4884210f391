import { describe, expect, it } from "vitest";
import {
  encodeQr,
  errorCorrectionCodewords,
  formatBits,
  maskPenalty,
  versionBits,
} from "./qr-code";
import { QR_VECTORS } from "./qr-code.vectors";

const toRows = (modules: boolean[][]) =>
  modules.map((row) => row.map((dark) => (dark ? "#" : ".")).join(""));

describe("encodeQr", () => {
  it.each(QR_VECTORS)("matches the reference symbol of version $version, mask $mask", (vector) => {
    const symbol = encodeQr(vector.text, vector.mask);
    expect(symbol.version).toBe(vector.version);
    expect(toRows(symbol.modules)).toEqual(vector.rows);
  });

  it("picks the smallest version that holds the text", () => {
    expect(encodeQr("A").version).toBe(1);
    expect(encodeQr("x".repeat(14)).version).toBe(1);
    expect(encodeQr("x".repeat(15)).version).toBe(2);
    expect(encodeQr("x".repeat(213)).version).toBe(10);
    expect(() => encodeQr("x".repeat(214))).toThrow(RangeError);
  });

  it("chooses the mask with the lowest penalty and writes it into the format bits", () => {
    const text = "https://www.kaizenfusion.in/empcard/9810012345";
    const chosen = encodeQr(text);
    const penalties = [0, 1, 2, 3, 4, 5, 6, 7].map((mask) =>
      maskPenalty(encodeQr(text, mask).modules),
    );
    expect(penalties[chosen.mask]).toBe(Math.min(...penalties));
    // The first format copy runs down column 8 from the top: bits 0-5, then 6 below the timing row.
    const column8 = chosen.modules.map((row) => row[8]);
    const read = [0, 1, 2, 3, 4, 5, 7].map((y, bit) => (column8[y] ? 1 << bit : 0));
    const expected = formatBits(chosen.mask) & 0b1111111;
    expect(read.reduce((sum, bit) => sum | bit, 0)).toBe(expected);
  });

  it("counts text as UTF-8 bytes", () => {
    // "₹" takes three bytes: four fit version 1 (14 bytes), five do not.
    expect(encodeQr("₹".repeat(4)).version).toBe(1);
    expect(encodeQr("₹".repeat(5)).version).toBe(2);
  });
});

describe("Reed-Solomon error correction", () => {
  it("matches the published 1-M example for HELLO WORLD", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(errorCorrectionCodewords(data, 10)).toEqual([
      196, 35, 39, 119, 235, 215, 231, 226, 93, 23,
    ]);
  });
});

describe("format and version information", () => {
  it("matches the standard's table for level M", () => {
    expect(formatBits(0).toString(2).padStart(15, "0")).toBe("101010000010010");
    expect(formatBits(5).toString(2).padStart(15, "0")).toBe("100000011001110");
    expect(formatBits(7).toString(2).padStart(15, "0")).toBe("100101010100000");
  });

  it("matches the standard's version 7 and 10 information", () => {
    expect(versionBits(7).toString(2).padStart(18, "0")).toBe("000111110010010100");
    expect(versionBits(10).toString(2).padStart(18, "0")).toBe("001010010011010011");
  });
});
