import type { ImageMetadata } from "astro";
import type { ImageSlot } from "../people";

// The photographs and logo files the firm drops into people/ and logos/. Read at build time only
// (lib/pictures.ts): the content files name a file, the build finds and encodes it.

export type ImageFiles = Readonly<Record<string, ImageMetadata>>;

const byFileName = (files: Record<string, ImageMetadata>): ImageFiles =>
  Object.fromEntries(
    Object.entries(files).map(([path, image]) => [path.slice(path.lastIndexOf("/") + 1), image]),
  );

export const peopleFiles: ImageFiles = byFileName(
  import.meta.glob<ImageMetadata>("./people/*.{jpg,jpeg,png,JPG,JPEG,PNG}", {
    eager: true,
    import: "default",
  }),
);

export const logoFiles: ImageFiles = byFileName(
  import.meta.glob<ImageMetadata>("./logos/*.{jpg,jpeg,png,JPG,JPEG,PNG}", {
    eager: true,
    import: "default",
  }),
);

/**
 * The file a slot names. A slot naming a file that is not there fails the build, so a typo
 * never ships a page that silently shows the drawing instead of the photograph.
 */
export function imageForSlot(slot: ImageSlot, files: ImageFiles, folder: string): ImageMetadata {
  const image = files[slot.file];
  if (!image) {
    const present = Object.keys(files).join(", ") || "none";
    throw new Error(
      `No image "${slot.file}" in content/images/${folder}/ (present: ${present}). Add the file or remove the slot.`,
    );
  }
  return image;
}
