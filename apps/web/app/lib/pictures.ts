import { getImage } from "astro:assets";
import { type ImageFiles, imageForSlot, logoFiles, peopleFiles } from "../content/images/slots";
import type { ImageSlot, ResolvedPicture } from "../content/people";
import { teamLooks } from "../content/team-looks";

// Build-time only (page frontmatter): Astro's image service (sharp) sizes and encodes the firm's
// photographs. Islands receive the result as plain props.

/** The encodings offered, best first; the <img> itself falls back to WebP. */
const formats = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;

/** A slot's file as AVIF and WebP at the width drawn (and twice that, for sharp screens). */
export async function resolvePicture(
  slot: ImageSlot,
  width: number,
  files: ImageFiles = peopleFiles,
  folder = "people",
): Promise<ResolvedPicture> {
  const image = imageForSlot(slot, files, folder);
  const encoded = await Promise.all(
    formats.map(({ format }) => getImage({ src: image, width, densities: [1, 2], format })),
  );
  const webp = encoded[encoded.length - 1];
  if (!webp) throw new Error("No encodings configured");
  return {
    sources: encoded.map((result, index) => ({
      type: formats[index]?.type ?? "",
      srcset: result.srcSet.attribute,
    })),
    src: webp.src,
    width: Number(webp.attributes.width ?? width),
    height: Number(webp.attributes.height ?? Math.round((width * image.height) / image.width)),
    alt: slot.alt,
  };
}

/** Adds `picture` to every item whose `photo` slot names a supplied photograph. */
export async function withPictures<T extends { photo?: ImageSlot }>(
  items: readonly T[],
  width: number,
): Promise<(T & { picture?: ResolvedPicture })[]> {
  return Promise.all(
    items.map(async (item) =>
      item.photo ? { ...item, picture: await resolvePicture(item.photo, width) } : item,
    ),
  );
}

/** The same for client and partner logos supplied as files under content/images/logos/. */
export async function withLogoPictures<T extends { logo?: ImageSlot }>(
  items: readonly T[],
  width: number,
): Promise<(T & { picture?: ResolvedPicture })[]> {
  return Promise.all(
    items.map(async (item) =>
      item.logo
        ? { ...item, picture: await resolvePicture(item.logo, width, logoFiles, "logos") }
        : item,
    ),
  );
}

/**
 * The photographs of the people quoted, by name, for an island: only the supplied ones, so an
 * island's props stay empty until the firm sends photographs.
 */
export async function picturesByName(
  items: readonly { name: string; photo?: ImageSlot }[],
  width: number,
): Promise<Record<string, ResolvedPicture>> {
  const resolved = await withPictures(items, width);
  return Object.fromEntries(
    resolved.flatMap((item) => (item.picture ? [[item.name, item.picture] as const] : [])),
  );
}

/** The team's supplied photographs by the anchor of their card on /about (content/team-looks.ts). */
export async function teamPictures(width: number): Promise<Record<string, ResolvedPicture>> {
  const entries = await Promise.all(
    Object.entries(teamLooks).map(async ([anchor, look]) =>
      look.photo ? [[anchor, await resolvePicture(look.photo, width)] as const] : [],
    ),
  );
  return Object.fromEntries(entries.flat());
}
