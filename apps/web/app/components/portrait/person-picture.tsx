import type { PortraitSpec, ResolvedPicture } from "../../content/people";
import { IllustratedPortrait } from "./illustrated-portrait";
import { Photo } from "./photo";
import styles from "./portrait.module.css";

interface PersonPictureProps {
  portrait: PortraitSpec;
  /** The firm's photograph, once supplied and built (lib/pictures.ts); else the drawn portrait. */
  picture?: ResolvedPicture | undefined;
  size: number;
  className?: string;
  /** Above the fold the photograph loads at once; everywhere else only when scrolled to. */
  eager?: boolean;
}

/** A person's picture: their photograph in AVIF or WebP when the firm has supplied one. */
export function PersonPicture({ portrait, picture, size, className, eager }: PersonPictureProps) {
  if (picture) return <Photo picture={picture} size={size} className={className} eager={eager} />;
  const classes = className ? `${styles.portrait} ${className}` : styles.portrait;
  return <IllustratedPortrait portrait={portrait} size={size} className={classes} />;
}
