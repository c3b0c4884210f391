import { describe, expect, it } from "vitest";
import { formatBlogDate } from "./format-blog-date";

describe("formatBlogDate", () => {
  it("writes a publish date out in words, on the same day whatever the time zone", () => {
    expect(formatBlogDate("2025-01-14")).toBe("14 January 2025");
    expect(formatBlogDate("2026-12-31")).toBe("31 December 2026");
  });

  it("formats a comment's instant as a date", () => {
    expect(formatBlogDate("2025-05-27T07:10:00.000Z")).toBe("27 May 2025");
  });

  it("leaves a value that is not a date as it is", () => {
    expect(formatBlogDate("")).toBe("");
    expect(formatBlogDate("soon")).toBe("soon");
  });
});
