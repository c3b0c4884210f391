// Control characters can break exports and logs; bidirectional overrides can make a comment
// display differently from what it says.
const CONTROL_CHARACTERS = /\p{Cc}+/gu;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const HIGH_SURROGATE = /[\uD800-\uDBFF]$/;

/**
 * Normalises a visitor's comment to plain text: line endings unified, control characters
 * turned into single spaces, runs of blank lines collapsed, ends trimmed and the length bounded
 * to `maxLength` UTF-16 units without splitting an emoji. Markup is kept as typed: comments are
 * always shown as text, so "<b>" reads as itself and "x < y" survives.
 * Returns "" for a comment with nothing in it.
 */
export function toPlainText(input: string, maxLength: number): string {
  const text = input
    .normalize("NFC")
    .replace(BIDI_CONTROLS, "")
    .split(/\r\n?|\n/)
    .map((line) => line.replace(CONTROL_CHARACTERS, " ").replace(/ {2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (text.length <= maxLength) return text;
  return text.slice(0, maxLength).replace(HIGH_SURROGATE, "").trimEnd();
}
