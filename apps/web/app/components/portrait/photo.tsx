import type { ResolvedPicture } from "../../content/people";
import styles from "./portrait.module.css";

interface PhotoProps {
  picture: ResolvedPicture;
  size: number;
  className?: string | undefined;
  /** Above the fold the photograph loads at once; everywhere else only when scrolled to. */
  eager?: boolean | undefined;
}

/** A person's photograph, supplied by the firm and built to AVIF and WebP (lib/pictures.ts). */
export function Photo({ picture, size, className, eager }: PhotoProps) {
  const classes = className ? `${styles.portrait} ${className}` : styles.portrait;
  return (
    <picture className={classes}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} />
      ))}
      <img
        src={picture.src}
        alt={picture.alt}
        width={size}
        // Square, cropped to fit: the page's policy refuses inline style, so the size is here.
        height={size}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    </picture>
  );
}
