/**
 * The first letters of a person's first two names, as a portrait shows them. A title written with
 * a full stop ("Dr.") is not a name.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word && !word.endsWith("."))
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join("")
    .toUpperCase();
}
