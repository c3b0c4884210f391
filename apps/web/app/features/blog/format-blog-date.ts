// Dates as people read them ("14 January 2025"). A publish date is a calendar date without a
// time, so it is formatted in UTC and reads the same at build time and in every browser; a
// comment's instant is shown in the visitor's own time zone.

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const style: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
const calendarDate = new Intl.DateTimeFormat("en-IN", { ...style, timeZone: "UTC" });
const localDate = new Intl.DateTimeFormat("en-IN", style);

/**
 * The value formatted for people, or the value itself when it is not a date. `instantsIn: "utc"`
 * formats an instant in UTC too: markup rendered on the server, and hydrated, cannot know the
 * visitor's zone.
 */
export function formatBlogDate(
  value: string,
  { instantsIn = "local" }: { instantsIn?: "local" | "utc" } = {},
): string {
  const isDateOnly = DATE_ONLY.test(value);
  const date = new Date(isDateOnly ? `${value}T00:00:00Z` : value);
  if (value === "" || Number.isNaN(date.getTime())) return value;
  return (isDateOnly || instantsIn === "utc" ? calendarDate : localDate).format(date);
}
