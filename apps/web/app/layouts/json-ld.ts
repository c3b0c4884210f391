/**
 * Structured data as the text of a `<script type="application/ld+json">`. Every `<` is written
 * `\u003c`, which JSON readers take as `<`, so no value can close the element.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
