import type { HTMLAttributes, Ref } from "react";

/** The level of a booking heading: under the thank-you heading, or under the page's own title. */
export type HeadingLevel = 2 | 3 | 4 | 5;

/** The step under a heading of `level`. */
export const below = (level: HeadingLevel): HeadingLevel =>
  level === 5 ? 5 : ((level + 1) as HeadingLevel);

type HeadingProps = {
  level: HeadingLevel;
  ref?: Ref<HTMLHeadingElement>;
} & HTMLAttributes<HTMLHeadingElement>;

/** A heading whose level follows where the panel is shown. */
export function Heading({ level, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
