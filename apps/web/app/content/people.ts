// Shapes of the people and logos the content files name. Types only: importing this file adds
// nothing to a page's JavaScript.

/** Hair styles of the illustrated portraits; the content picks one per person. */
export type HairStyle = "short" | "side-part" | "wavy" | "receding" | "long" | "bun" | "bob";

/**
 * How a person is drawn until the firm supplies a photograph. The seed decides skin tone, hair
 * colour, glasses and clothing; the hair style is written in the content.
 */
export interface PortraitSpec {
  seed: string;
  hair: HairStyle;
  /** Overrides what the seed decides. */
  glasses?: boolean;
  grey?: boolean;
}

/**
 * A photograph or logo file the firm supplies: a JPEG or PNG under content/images/people/ (or
 * content/images/logos/), named here by its file name. The build turns it into AVIF and WebP.
 */
export interface ImageSlot {
  file: string;
  alt: string;
}

/** A person shown with a picture: the drawn portrait, or the photograph once there is one. */
export interface PersonLook {
  portrait: PortraitSpec;
  photo?: ImageSlot;
}

/** A picture the build has already sized and encoded: plain data, so islands can take it as props. */
export interface ResolvedPicture {
  sources: readonly { type: string; srcset: string }[];
  src: string;
  width: number;
  height: number;
  alt: string;
}
