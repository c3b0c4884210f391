import type { PortraitSpec, ResolvedPicture } from "../../content/people";
import { IllustratedPortrait } from "./illustrated-portrait";
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
  const classes = className ? `${styles.portrait} ${className}` : styles.portrait;
  if (!picture) return <IllustratedPortrait portrait={portrait} size={size} className={classes} />;
  return (
    <picture className={classes} style={{ width: size, height: size }}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} />
      ))}
      <img
        src={picture.src}
        alt={picture.alt}
        width={size}
        height={Math.round((size * picture.height) / picture.width)}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
