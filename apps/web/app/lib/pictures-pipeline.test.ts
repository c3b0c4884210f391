import type { ImageMetadata } from "astro";
import sharpService from "astro/assets/services/sharp";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PersonPicture } from "../components/portrait/person-picture";
import { imageForSlot } from "../content/images/slots";
import type { ResolvedPicture } from "../content/people";

// The photograph pipeline without committing a photograph: a PNG made here stands in for the
// firm's, goes through Astro's sharp service, and the portrait slot renders it as <picture>.

/** A 400 × 500 PNG: a portrait photograph's proportions, in two flat colours. */
const fixturePng = () =>
  sharp({ create: { width: 400, height: 500, channels: 3, background: "#c98e67" } })
    .composite([
      {
        input: {
          create: { width: 400, height: 200, channels: 3, background: "#0a4fa3" },
        },
        top: 300,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

const metadata = (file: string): ImageMetadata => ({
  src: `/assets/${file}`,
  width: 400,
  height: 500,
  format: "png",
});

/** The site's image settings: Astro's defaults, with sharp as the service. */
const imageConfig = {
  service: { entrypoint: "astro/assets/services/sharp", config: {} },
  domains: [],
  remotePatterns: [],
  endpoint: { route: "/_image" },
  responsiveStyles: false,
} as unknown as Parameters<typeof sharpService.transform>[2];

describe("photograph slots", () => {
  it("finds the file a slot names among those dropped into the folder", () => {
    const files = { "arjun-mehta.jpg": metadata("arjun-mehta.jpg") };
    expect(imageForSlot({ file: "arjun-mehta.jpg", alt: "" }, files, "people")).toBe(
      files["arjun-mehta.jpg"],
    );
  });

  it("fails the build, naming what is there, when the file is missing", () => {
    const files = { "arjun-mehta.jpg": metadata("arjun-mehta.jpg") };
    expect(() => imageForSlot({ file: "arjun-mehat.jpg", alt: "" }, files, "people")).toThrow(
      'No image "arjun-mehat.jpg" in content/images/people/ (present: arjun-mehta.jpg)',
    );
  });

  it("encodes a PNG as AVIF and WebP at the width the layout draws", async () => {
    const input = await fixturePng();
    for (const format of ["avif", "webp"] as const) {
      const result = await sharpService.transform(
        new Uint8Array(input),
        { src: "fixture.png", width: 144, format },
        imageConfig,
      );
      const encoded = await sharp(Buffer.from(result.data)).metadata();
      // Sharp reports AVIF as the HEIF container holding AV1.
      if (format === "avif") expect([encoded.format, encoded.compression]).toEqual(["heif", "av1"]);
      else expect(encoded.format).toBe("webp");
      expect([encoded.width, encoded.height]).toEqual([144, 180]);
      expect(result.data.byteLength).toBeLessThan(input.byteLength);
    }
  });

  it("renders a supplied photograph as <picture> with AVIF and WebP, sized and lazy", () => {
    const picture: ResolvedPicture = {
      sources: [
        { type: "image/avif", srcset: "/assets/a.avif 1x, /assets/a2.avif 2x" },
        { type: "image/webp", srcset: "/assets/a.webp 1x, /assets/a2.webp 2x" },
      ],
      src: "/assets/a.webp",
      width: 72,
      height: 90,
      alt: "Arjun Mehta",
    };
    const html = renderToStaticMarkup(
      createElement(PersonPicture, {
        portrait: { seed: "arjun-mehta", hair: "receding" },
        picture,
        size: 72,
      }),
    );
    expect(html).toMatch(/^<picture /);
    expect(html).toContain(
      '<source type="image/avif" srcSet="/assets/a.avif 1x, /assets/a2.avif 2x"/>',
    );
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain(
      '<img src="/assets/a.webp" alt="Arjun Mehta" width="72" height="72" loading="lazy"',
    );
    expect(html).not.toContain("<svg");
    // The site's policy refuses inline style attributes.
    expect(html).not.toContain("style=");
  });

  it("draws the portrait while no photograph is supplied", () => {
    const html = renderToStaticMarkup(
      createElement(PersonPicture, {
        portrait: { seed: "arjun-mehta", hair: "receding" },
        size: 72,
      }),
    );
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(html).not.toContain("<picture");
  });
});
