import { correspondenceCopy } from "./correspondence-copy";

/** The placeholders a template may use, each filled per person when the template is used. */
export const PLACEHOLDERS = [
  "first_name",
  "name",
  "company",
  "request_reference",
  "staff_name",
  "staff_email",
  "quote_number",
  "quote_total",
  "quote_valid_until",
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

// Anything in double braces counts, so a misspelt placeholder is caught rather than sent as is.
const PLACEHOLDER_PATTERN = /\{\{([^{}]{0,60})\}\}/g;

const isPlaceholder = (name: string): name is Placeholder =>
  (PLACEHOLDERS as readonly string[]).includes(name);

/** The names in double braces that are not placeholders, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    const name = (match[1] ?? "").trim();
    if (!isPlaceholder(name)) unknown.add(name);
  }
  return [...unknown];
}

/** The text with each placeholder replaced by its value; anything else is left as written. */
export function fillTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, inner: string) => {
    const name = inner.trim();
    return isPlaceholder(name) ? values[name] : whole;
  });
}

/** How a letter greets the person: the first word of the name they gave. */
export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first === "" ? correspondenceCopy.fill.firstNameFallback : first;
}
