import styles from "./portrait.module.css";

/** The id of a person's portrait symbol (PortraitSymbols), from their seed. */
export const portraitSymbolId = (seed: string) =>
  `portrait-${seed.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** A portrait drawn once in the page by PortraitSymbols: decorative, the name is beside it. */
export function PortraitUse({ seed, size }: { seed: string; size: number }) {
  return (
    <svg
      className={styles.portrait}
      viewBox="0 0 96 96"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-portrait={seed}
    >
      <use href={`#${portraitSymbolId(seed)}`} />
    </svg>
  );
}
