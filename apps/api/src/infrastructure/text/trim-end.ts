const WHITESPACE = /^\s$/u;

/** Whether a one-character string is whitespace, as `\s` reads it. */
export const isWhitespace = (char: string) => WHITESPACE.test(char);

/**
 * `text` without the run of characters at its end that `isDropped` accepts. A loop from the end
 * rather than a pattern like `/x+$/`, which a regular expression engine retries from every start
 * of a long run and so reads in quadratic time.
 */
export function trimEnd(text: string, isDropped: (char: string) => boolean): string {
  let end = text.length;
  while (end > 0 && isDropped(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}
