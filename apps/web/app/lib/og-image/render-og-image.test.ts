import { describe, expect, it } from "vitest";
import { ogImagePages } from "./og-image-pages";
import { renderOgImage } from "./render-og-image";

const pngSize = (png: Uint8Array) => {
  // The IHDR chunk: width and height as big-endian 32-bit numbers.
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};

describe("renderOgImage", () => {
  it("draws a small 1200 × 630 PNG even for the longest title", () => {
    const longest = ogImagePages().reduce((a, b) => (b.title.length > a.title.length ? b : a));
    const png = renderOgImage(longest);
    expect(pngSize(png)).toEqual([1200, 630]);
    expect(png.byteLength).toBeLessThan(60_000);
  });

  it("cuts a title too long for three lines instead of overflowing", () => {
    const png = renderOgImage({ path: "/long", title: "A very long title ".repeat(12) });
    expect(pngSize(png)).toEqual([1200, 630]);
  });
});
