import { useId } from "react";
import type { HairStyle, PortraitSpec } from "../../content/people";
import styles from "./portrait.module.css";
import { type PortraitTraits, portraitTraits } from "./portrait-traits";
import { portraitSymbolId } from "./portrait-use";

// A head-and-shoulders portrait in the site's flat illustration style, drawn from a seed in the
// content: the same person looks the same on every page and every build. Inline SVG, no script.

/** Hair drawn behind the head and shoulders (long hair, a bob, a bun). */
const backHair: Partial<Record<HairStyle, string>> = {
  long: "M30 44c-1.5-16 6.5-25 18-25s19.5 9 18 25l1.5 24c-5 3-12 4-19.5 4s-14.5-1-19.5-4z",
  bob: "M30.5 47c-2-17 5.5-27 17.5-27s19.5 10 17.5 27c-.5 5-1.5 9-3.5 11H34c-2-2-3-6-3.5-11z",
  bun: "M48 11.5a8 8 0 1 1 0 16 8 8 0 0 1 0-16z",
};

/** Hair drawn over the top of the head, down to the hairline. */
const frontHair: Record<HairStyle, string> = {
  short:
    "M33.5 40c-1-11 5-17.5 14.5-17.5S63.5 29 62.5 40c-1.5-4.5-3.5-7-6-8.5-5 2.5-12 3-17.5 1-2.5 1.5-4.5 4-5.5 7.5z",
  "side-part":
    "M33.5 41c-1.5-12 5-19 15-19s15.5 7 14 19c-1-5-3-8.5-6-10-6 1-12-.5-16-3-2.5 3-5.5 7-7 13z",
  wavy: "M33.5 41c-2-12 4-20 14.5-20 11 0 16.5 8 14.5 20-1-4-3-7-5.5-8.5-1.5 2-4 2.5-6 1-2 2-5 2-7 .5-2 1.5-4.5 1.5-6.5 0-2 2-3.5 4.5-4 7z",
  receding:
    "M33.5 42c-1.5-10 4-17.5 14.5-17.5S64 32 62.5 42c-1-3-2-5-3.5-6.5-.5-3-1.5-5.5-3-7-5-1.5-11.5-1.5-16 0-1.5 1.5-2.5 4-3 7-1.5 1.5-2.5 3.5-3.5 6.5z",
  long: "M33 45c-1.5-14 5-22.5 15-22.5S64.5 31 63 45c-2-7-6-12-12-14.5-3 5-10 9-18 14.5z",
  bun: "M33.5 41c-1-11 5-18 14.5-18s15.5 7 14.5 18c-2-5-5-8.5-9-9.5-4 1-7 1-11 0-4 1-7.5 4.5-9 9.5z",
  bob: "M33 44c-1.5-13 5-21.5 15-21.5S64.5 31 63 44c-1.5-4-3.5-7-6-8.5-6 1.5-12 1.5-18 0-2.5 1.5-4.5 4.5-6 8.5z",
};

const shade = "rgb(15 27 45 / 0.16)";

function Neckline({ traits }: { traits: PortraitTraits }) {
  switch (traits.neckline) {
    case "blazer":
      return (
        <>
          <path d="M39 69.5 48 84l9-14.5z" fill="#fff" />
          <path d="m36.5 71 11.5 17-4.5-18zM59.5 71 48 88l4.5-18z" fill={shade} />
        </>
      );
    case "collar":
      return <path d="m40 68 8 8-10 5-2.5-9zM56 68l-8 8 10 5 2.5-9z" fill="#fff" opacity="0.92" />;
    default:
      return <path d="M38.5 69.5c4 6 15 6 19 0" fill="none" stroke={shade} strokeWidth="2.5" />;
  }
}

interface IllustratedPortraitProps {
  portrait: PortraitSpec;
  /** Drawn size in CSS pixels; the drawing scales to any size. */
  size?: number;
  className?: string;
}

/** The drawing itself, in a 96 × 96 box: inside the portrait's own <svg> or a shared <symbol>. */
function PortraitDrawing({ portrait }: { portrait: PortraitSpec }) {
  const clipId = useId();
  const traits = portraitTraits(portrait);
  const back = backHair[traits.hair];
  return (
    <>
      <clipPath id={clipId}>
        <circle cx="48" cy="48" r="48" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="96" height="96" fill={traits.background} />
        {/* The figure a little larger than drawn and the head lower, so the face fills the disc. */}
        <g transform="matrix(1.08 0 0 1.08 -3.84 -7.68)">
          <g transform="translate(0 2.5)">
            {back ? <path d={back} fill={traits.hairColour} /> : null}
            <path d="M41 55h14v13a7 7 0 0 1-14 0z" fill={traits.skin} />
            <path d="M41 58c4 3.5 10 3.5 14 0v-3H41z" fill={shade} />
          </g>
          <path d="M11 100c0-19 15.5-30.5 37-30.5S85 81 85 100z" fill={traits.clothing} />
          <Neckline traits={traits} />
          <g transform="translate(0 2.5)">
            <circle cx="33.6" cy="44" r="3.6" fill={traits.skin} />
            <circle cx="62.4" cy="44" r="3.6" fill={traits.skin} />
            <ellipse cx="48" cy="41" rx="14.5" ry="17" fill={traits.skin} />
            <path d={frontHair[traits.hair]} fill={traits.hairColour} />
            <g fill="none" strokeLinecap="round">
              <path
                d="M40 38.3q2.5-1.6 5 0M51 38.3q2.5-1.6 5 0"
                stroke={traits.hairColour}
                strokeWidth="1.4"
              />
              <path d="M48 44.5v4.2q0 1.1-1.6 1.1" stroke={shade} strokeWidth="1.2" />
              <path d="M44.5 52.3q3.5 2.6 7 0" stroke="#7a3b2e" strokeWidth="1.5" />
            </g>
            <circle cx="42.5" cy="43" r="1.6" fill="#1d1613" />
            <circle cx="53.5" cy="43" r="1.6" fill="#1d1613" />
            {traits.glasses ? (
              <g fill="none" stroke="#1b2330" strokeWidth="1.3">
                <rect x="38.3" y="39.6" width="8.4" height="7" rx="2.6" />
                <rect x="49.3" y="39.6" width="8.4" height="7" rx="2.6" />
                <path d="M46.7 42.6h2.6" />
              </g>
            ) : null}
          </g>
        </g>
      </g>
    </>
  );
}

/** Decorative: the person's name is always written beside it. */
export function IllustratedPortrait({ portrait, size = 96, className }: IllustratedPortraitProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 96 96"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-portrait={portrait.seed}
    >
      <PortraitDrawing portrait={portrait} />
    </svg>
  );
}

/**
 * The portraits of the people an island shows, drawn once in the page's static HTML as symbols,
 * so the island only points at them (PortraitUse) and its script carries no drawing code.
 */
export function PortraitSymbols({ portraits }: { portraits: readonly PortraitSpec[] }) {
  return (
    <svg className={styles.symbols} aria-hidden="true" focusable="false">
      {portraits.map((portrait) => (
        <symbol key={portrait.seed} id={portraitSymbolId(portrait.seed)} viewBox="0 0 96 96">
          <PortraitDrawing portrait={portrait} />
        </symbol>
      ))}
    </svg>
  );
}

/** The drawn portraits of the quoted people, for PortraitSymbols. */
export const portraitsOf = (people: readonly { portrait?: PortraitSpec }[]) =>
  people.flatMap((person) => (person.portrait ? [person.portrait] : []));
